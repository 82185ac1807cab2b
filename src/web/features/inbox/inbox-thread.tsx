import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../components/inline-error';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useProjectCan } from '../../lib/project-role';
import { useInboxThread } from './api/get-inbox-thread';
import { ConversationBadges } from './conversation-badges';
import { ReplyBox } from './reply-box';
import { ThreadActions } from './thread-actions';
import { ThreadTimeline } from './thread-timeline';
import { VisitorIdentityBadge } from '../../components/visitor-identity-badge';

interface InboxThreadProps {
  projectId: string;
  conversationId: string;
  userId: string;
  /** back to the list on narrow screens, where only one of the two shows */
  onBack: () => void;
}

/** The open conversation: who answers it, everything said, and the team member's controls. */
export function InboxThread({ projectId, conversationId, userId, onBack }: InboxThreadProps) {
  const { t } = useTranslation('inbox');
  const can = useProjectCan();
  const thread = useInboxThread(conversationId);
  const back = (
    <Button variant="ghost" size="sm" className="self-start lg:hidden" onClick={onBack} data-testid="inbox-back">
      <ArrowLeft aria-hidden="true" />
      {t('thread.back')}
    </Button>
  );

  if (thread.isPending) {
    return (
      <div className="flex flex-col gap-3 p-4" aria-busy="true">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-16 w-2/3" />
        <Skeleton className="h-16 w-2/3 self-end" />
      </div>
    );
  }
  if (thread.isError) {
    return (
      <div className="flex flex-col gap-3 p-4">
        {back}
        <InlineError error={thread.error} onRetry={() => void thread.refetch()} />
      </div>
    );
  }

  const { conversation, timeline } = thread.data;
  const canHandle = can('handleConversations');
  const mine = conversation.handoff === 'human' && conversation.operator?.id === userId && !conversation.ended;
  return (
    <section aria-labelledby="inbox-thread-title" className="flex h-full min-h-0 flex-col" data-testid="inbox-thread" data-handoff={conversation.handoff}>
      <header className="flex flex-col gap-2 border-b px-4 py-3">
        {back}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="min-w-0">
            <h2 id="inbox-thread-title" className="truncate text-base font-semibold" aria-label={t('thread.label', { agent: conversation.agentName })}>
              {conversation.agentName}
            </h2>
            {conversation.visitorName && (
              <p className="flex min-w-0 items-center gap-1.5 text-sm">
                <span className="truncate" data-testid="inbox-thread-visitor-name">
                  {conversation.visitorName}
                </span>
                {conversation.visitorVerified !== null && <VisitorIdentityBadge verified={conversation.visitorVerified} className="shrink-0" />}
              </p>
            )}
            <p className="truncate text-xs text-muted-foreground">{t('thread.session', { session: conversation.sessionId })}</p>
          </div>
          <ConversationBadges conversation={conversation} userId={userId} />
        </div>
        <ThreadActions projectId={projectId} conversation={conversation} userId={userId} canHandle={canHandle} canManage={can('manage')} />
      </header>
      <ThreadTimeline timeline={timeline} agentId={conversation.agentId} agentName={conversation.agentName} />
      {canHandle && <ReplyBox key={conversation.id} projectId={projectId} conversationId={conversation.id} enabled={mine} />}
    </section>
  );
}
