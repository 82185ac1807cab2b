import { Loader2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../components/inline-error';
import { ListEmptyState } from '../../components/list-empty-state';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useVisitors } from './api/get-visitors';
import { hasVisitorsFilter } from './visitors-filter';
import { VisitorsFilters } from './visitors-filters';
import { VisitorsTable } from './visitors-table';
import { useVisitorsFilter } from './use-visitors-filter';

/** The Visitors list: verified users and people known by a channel's id, most recently seen first. */
export function ProjectVisitors({ projectId }: { projectId: string }) {
  const { t } = useTranslation('visitors');
  const [filter, setFilter] = useVisitorsFilter();
  const visitors = useVisitors(projectId, filter);
  const rows = visitors.data?.pages.flatMap((page) => page.visitors);
  const filtered = hasVisitorsFilter(filter);

  return (
    <div className="flex flex-col gap-6" data-testid="visitors-page">
      <div className="min-w-0">
        <h2 className="text-xl font-semibold tracking-tight">{t('title')}</h2>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </div>
      <VisitorsFilters projectId={projectId} filter={filter} onChange={setFilter} />
      {visitors.isPending && <Skeleton className="h-64" aria-busy="true" />}
      {visitors.isError && !visitors.data && <InlineError error={visitors.error} onRetry={() => void visitors.refetch()} />}
      {rows?.length === 0 && (
        <ListEmptyState
          filtered={filtered}
          icon={Users}
          title={filtered ? t('emptyFiltered.title') : t('empty.title')}
          body={filtered ? t('emptyFiltered.body') : t('empty.body')}
          action={{ href: '/deployments', label: t('empty.action') }}
          clear={{ label: t('filters.clear'), onClick: () => setFilter({}) }}
          testId="visitors-empty"
        />
      )}
      {rows && rows.length > 0 && (
        <div className="flex flex-col gap-3">
          <VisitorsTable visitors={rows} />
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
            <span data-testid="visitors-count">{t('shown', { count: rows.length })}</span>
            {visitors.hasNextPage && (
              <Button variant="outline" onClick={() => void visitors.fetchNextPage()} disabled={visitors.isFetchingNextPage} data-testid="visitors-load-more">
                {visitors.isFetchingNextPage && <Loader2 className="animate-spin" />}
                {t('loadMore')}
              </Button>
            )}
          </div>
          {visitors.isFetchNextPageError && <InlineError error={visitors.error} onRetry={() => void visitors.fetchNextPage()} />}
        </div>
      )}
    </div>
  );
}
