import { useTranslation } from 'react-i18next';
import { Skeleton } from './ui/skeleton';

/**
 * The whole screen while the session is not known yet (a hard reload): neither the landing page
 * nor the signed-in frame, so neither flashes before the other.
 */
export function SessionSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-svh w-full flex-col bg-background" data-testid="session-skeleton">
      <span className="sr-only">{t('loading')}</span>
      <div className="flex h-14 items-center gap-3 border-b px-4">
        <Skeleton className="size-8 rounded-lg" />
        <Skeleton className="h-4 w-28" />
      </div>
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-6">
        <Skeleton className="h-7 w-56" />
        <Skeleton className="h-4 w-80 max-w-full" />
        <div className="grid gap-4 pt-2 sm:grid-cols-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      </div>
    </div>
  );
}
