import { useQueryClient } from '@tanstack/react-query';
import { Inbox, MessageSquareDashed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { InlineError } from '../../components/inline-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useInboxEvents } from './use-inbox-events';
import { useInbox } from '../../lib/queries/get-inbox';
import { useCurrentProject } from '../../lib/queries/get-projects';
import { cn } from '../../lib/cn';
import { inboxThreadQuery } from './api/get-inbox-thread';
import { ApprovalPanel } from './approval-panel';
import { InboxList } from './inbox-list';
import { InboxPlaceholder } from './inbox-placeholder';
import { InboxThread } from './inbox-thread';

/** The list on the left, the conversation of ?conversation={id} on the right (one at a time on a phone). */
export function ProjectInbox({ projectId, userId }: { projectId: string; userId: string }) {
  const { t } = useTranslation('inbox');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('conversation');
  const inbox = useInbox(projectId);
  // the shell shows viewers and operators a one-line role notice above the page
  const role = useCurrentProject().project?.role;
  const belowNotice = role === 'viewer' || role === 'operator';
  useInboxEvents(projectId, (conversationId) => void queryClient.invalidateQueries({ queryKey: inboxThreadQuery(conversationId).queryKey }));

  if (inbox.isPending) return <Skeleton className="h-[32rem]" aria-busy="true" />;
  if (inbox.isError && !inbox.data) return <InlineError error={inbox.error} onRetry={() => void inbox.refetch()} />;
  const { conversations, requested } = inbox.data;

  return (
    <div
      className={cn(
        'grid min-h-[28rem] overflow-hidden rounded-lg border bg-card text-card-foreground lg:grid-cols-[minmax(18rem,22rem)_1fr]',
        belowNotice ? 'lg:h-[calc(100svh-10.5rem)]' : 'lg:h-[calc(100svh-7rem)]',
      )}
      data-testid="inbox-page"
    >
      <div className={cn('min-h-0 flex-col lg:flex lg:border-r', selectedId ? 'hidden' : 'flex')}>
        <ApprovalPanel projectId={projectId} />
        {conversations.length === 0 ? (
          <InboxPlaceholder icon={Inbox} title={t('empty.title')} body={t('empty.body')} testId="inbox-empty" />
        ) : (
          <InboxList conversations={conversations} requested={requested} selectedId={selectedId} userId={userId} />
        )}
      </div>
      <div className={cn('min-h-0 lg:block', selectedId ? 'block' : 'hidden')}>
        {selectedId ? (
          <InboxThread key={selectedId} projectId={projectId} conversationId={selectedId} userId={userId} onBack={() => setParams({})} />
        ) : (
          <InboxPlaceholder icon={MessageSquareDashed} title={t('noSelection.title')} body={t('noSelection.body')} testId="inbox-no-selection" />
        )}
      </div>
    </div>
  );
}
