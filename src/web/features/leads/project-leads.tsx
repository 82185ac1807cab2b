import { AlertTriangle, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lead } from '@common/leads';
import { InlineError } from '../../components/inline-error';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useProjectAgents } from '../../lib/queries/get-project-agents';
import { useLeads } from './api/get-leads';
import { DeleteLeadDialog } from './delete-lead-dialog';
import { hasLeadsFilter, isDateRangeReversed } from './leads-filter';
import { LeadsEmptyState } from './leads-empty-state';
import { LeadsFilters } from './leads-filters';
import { LeadsTable } from './leads-table';
import { useLeadsFilter } from './use-leads-filter';

export function ProjectLeads({ projectId }: { projectId: string }) {
  const { t } = useTranslation('leads');
  const [filter, setFilter] = useLeadsFilter();
  const agents = useProjectAgents(projectId);
  const leads = useLeads(projectId, filter);
  const [deleting, setDeleting] = useState<Lead | null>(null);
  const rows = leads.data?.pages.flatMap((page) => page.leads);

  return (
    <div className="flex flex-col gap-6" data-testid="leads-page">
      <div className="min-w-0">
        <h2 className="text-xl font-semibold tracking-tight">{t('title')}</h2>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </div>
      <LeadsFilters projectId={projectId} agents={agents.data ?? []} filter={filter} onChange={setFilter} />
      {isDateRangeReversed(filter) && (
        <p role="status" className="flex items-center gap-2 text-sm text-warning" data-testid="leads-range-reversed">
          <AlertTriangle className="size-4" aria-hidden="true" />
          {t('filters.reversed')}
        </p>
      )}
      {leads.isPending && <Skeleton className="h-64" aria-busy="true" />}
      {leads.isError && !leads.data && <InlineError error={leads.error} onRetry={() => void leads.refetch()} />}
      {rows?.length === 0 && <LeadsEmptyState filtered={hasLeadsFilter(filter)} onClearFilters={() => setFilter({})} />}
      {rows && rows.length > 0 && (
        <div className="flex flex-col gap-3">
          <LeadsTable leads={rows} onDelete={setDeleting} />
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
            <span data-testid="leads-count">{t('shown', { count: rows.length })}</span>
            {leads.hasNextPage && (
              <Button variant="outline" onClick={() => void leads.fetchNextPage()} disabled={leads.isFetchingNextPage} data-testid="leads-load-more">
                {leads.isFetchingNextPage && <Loader2 className="animate-spin" />}
                {t('loadMore')}
              </Button>
            )}
          </div>
          {leads.isFetchNextPageError && <InlineError error={leads.error} onRetry={() => void leads.fetchNextPage()} />}
        </div>
      )}
      {deleting && <DeleteLeadDialog projectId={projectId} lead={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}
