import { AlertTriangle, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../components/inline-error';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useProjectAgents } from '../../lib/queries/get-project-agents';
import { useConversations } from './api/get-conversations';
import { hasConversationsFilter, isDateRangeReversed } from './conversations-filter';
import { ConversationsEmptyState } from './conversations-empty-state';
import { ConversationsFilters } from './conversations-filters';
import { ConversationsTable } from './conversations-table';
import { useConversationsFilter } from './use-conversations-filter';

export function ProjectConversations({ projectId }: { projectId: string }) {
  const { t } = useTranslation('conversations');
  const [filter, setFilter] = useConversationsFilter();
  const agents = useProjectAgents(projectId);
  const conversations = useConversations(projectId, filter);
  const rows = conversations.data?.pages.flatMap((page) => page.conversations);

  return (
    <div className="flex flex-col gap-6" data-testid="conversations-page">
      <div className="min-w-0">
        <h2 className="text-xl font-semibold tracking-tight">{t('title')}</h2>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </div>
      <ConversationsFilters projectId={projectId} agents={agents.data ?? []} filter={filter} onChange={setFilter} />
      {isDateRangeReversed(filter) && (
        <p role="status" className="flex items-center gap-2 text-sm text-warning" data-testid="conversations-range-reversed">
          <AlertTriangle className="size-4" aria-hidden="true" />
          {t('filters.reversed')}
        </p>
      )}
      {filter.channel === 'test' && (
        <p className="text-sm text-muted-foreground" data-testid="conversations-test-channel-note">
          {t('filters.testChannelNote')}
        </p>
      )}
      {conversations.isPending && <Skeleton className="h-64" aria-busy="true" />}
      {conversations.isError && !conversations.data && <InlineError error={conversations.error} onRetry={() => void conversations.refetch()} />}
      {rows?.length === 0 && <ConversationsEmptyState filtered={hasConversationsFilter(filter)} onClearFilters={() => setFilter({})} />}
      {rows && rows.length > 0 && (
        <div className="flex flex-col gap-3">
          <ConversationsTable conversations={rows} />
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
            <span data-testid="conversations-count">{t('shown', { count: rows.length })}</span>
            {conversations.hasNextPage && (
              <Button
                variant="outline"
                onClick={() => void conversations.fetchNextPage()}
                disabled={conversations.isFetchingNextPage}
                data-testid="conversations-load-more"
              >
                {conversations.isFetchingNextPage && <Loader2 className="animate-spin" />}
                {t('loadMore')}
              </Button>
            )}
          </div>
          {conversations.isFetchNextPageError && <InlineError error={conversations.error} onRetry={() => void conversations.fetchNextPage()} />}
        </div>
      )}
    </div>
  );
}
