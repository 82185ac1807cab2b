import { Skeleton } from '../../components/ui/skeleton';

/** The builder's outline while the agent and its workflow load. */
export function BuilderSkeleton() {
  return (
    <div className="flex min-h-[32rem] flex-col md:h-[calc(100svh-8rem)] overflow-hidden rounded-lg border bg-card" aria-busy="true" data-testid="workflow-builder-skeleton">
      <div className="flex items-center gap-3 border-b p-3">
        <Skeleton className="h-8 w-32" />
        <div className="grid gap-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-56" />
        </div>
        <Skeleton className="ml-auto h-9 w-36" />
      </div>
      <div className="flex min-h-0 flex-1">
        <div className="hidden w-64 flex-col gap-2 border-r p-3 md:flex">
          <Skeleton className="h-4 w-24" />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
        <div className="flex flex-1 items-center justify-center bg-muted/30">
          <Skeleton className="h-20 w-60" />
        </div>
      </div>
    </div>
  );
}
