import { Skeleton } from '../../components/ui/skeleton';

/** The report's shape while its first answer loads. */
export function AnalyticsSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" data-testid="analytics-loading">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {Array.from({ length: 9 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-80 lg:col-span-2" />
        <Skeleton className="h-80" />
      </div>
    </div>
  );
}
