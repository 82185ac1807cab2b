import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { ConversationDetail, PersonMessage } from '@common/conversations';
import { InlineError } from '../../components/inline-error';
import { Badge } from '../../components/ui/badge';
import { Button, buttonVariants } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useCostText } from '../../lib/cost-text';
import { useConversation } from './api/get-conversation';
import { ChannelBadges } from './channel-badges';
import { VisitorIdentityBadge } from '../../components/visitor-identity-badge';
import { formatCost, formatTokens, shownVisitor } from './conversation-format';
import { DeleteConversationDialog } from './delete-conversation-dialog';
import { PersonMessageItem } from './person-message-item';
import { TranscriptTurn } from './transcript-turn';
import { useFormatDate } from './use-format-date';

export function ConversationTranscript({ projectId, conversationId }: { projectId: string; conversationId: string }) {
  const { t } = useTranslation('conversations');
  const conversation = useConversation(conversationId);
  const [deleting, setDeleting] = useState(false);
  const [, navigate] = useLocation();

  return (
    <div className="flex flex-col gap-6" data-testid="conversation-transcript">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link href="/conversations" className={buttonVariants({ variant: 'ghost', className: '-ml-3' })}>
          <ArrowLeft />
          {t('transcript.back')}
        </Link>
        {conversation.data && (
          <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setDeleting(true)} data-testid="delete-conversation">
            <Trash2 />
            {t('delete.title')}
          </Button>
        )}
      </div>
      {conversation.isPending && <Skeleton className="h-96" aria-busy="true" />}
      {conversation.isError && <InlineError error={conversation.error} onRetry={() => void conversation.refetch()} />}
      {conversation.data && (
        <>
          <TranscriptHeader conversation={conversation.data} />
          {conversation.data.transcript.length === 0 && conversation.data.personMessages.length === 0 ? (
            <p className="rounded-lg border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">{t('transcript.noTurns')}</p>
          ) : (
            <ol className="flex flex-col gap-4">
              {timelineOf(conversation.data).map((entry) =>
                entry.kind === 'turn' ? <TranscriptTurn key={entry.turn.runId} turn={entry.turn} agentId={conversation.data.agentId} agentName={conversation.data.agentName} /> : <PersonMessageItem key={entry.message.id} message={entry.message} />,
              )}
            </ol>
          )}
          {deleting && (
            <DeleteConversationDialog
              projectId={projectId}
              conversationId={conversationId}
              onDeleted={() => navigate('/conversations')}
              onClose={() => setDeleting(false)}
            />
          )}
        </>
      )}
    </div>
  );
}

type Entry = { kind: 'turn'; at: string; turn: ConversationDetail['transcript'][number] } | { kind: 'person'; at: string; message: PersonMessage };

/** The agent's turns and what was said with a person, in the order it happened. */
function timelineOf(conversation: ConversationDetail): Entry[] {
  const entries: Entry[] = [
    ...conversation.transcript.map((turn) => ({ kind: 'turn' as const, at: turn.createdAt, turn })),
    ...conversation.personMessages.map((message) => ({ kind: 'person' as const, at: message.createdAt, message })),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

function TranscriptHeader({ conversation }: { conversation: ConversationDetail }) {
  const { t, i18n } = useTranslation('conversations');
  const formatDate = useFormatDate();
  const visitor = shownVisitor(conversation);
  const costText = useCostText();
  const figures = [
    [t('columns.turns'), String(conversation.turns)],
    [t('columns.tokens'), formatTokens(conversation.tokens, i18n.language)],
    [t('columns.cost'), costText.total(conversation.cost, conversation.unpricedTurns, formatCost, conversation.turns)],
  ] as const;

  return (
    <div className="flex flex-col gap-4 rounded-lg border bg-card p-4 md:flex-row md:items-start md:justify-between">
      <div className="min-w-0 space-y-1.5">
        <h2 className="flex flex-wrap items-baseline gap-2 text-xl font-semibold tracking-tight">
          <span className="break-words">{conversation.agentName}</span>
          {conversation.version && <span className="font-mono text-sm font-normal text-muted-foreground">{conversation.version}</span>}
        </h2>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <ChannelBadges channel={conversation.channel} isTest={conversation.isTest} sessionId={conversation.sessionId} />
          <Badge variant="outline">{t(`statuses.${conversation.status}`, { defaultValue: conversation.status })}</Badge>
          {conversation.hasLead && <Badge variant="success">{t('lead')}</Badge>}
          {conversation.errors > 0 && <Badge variant="destructive">{t('errors', { count: conversation.errors })}</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">
          {t('transcript.period', { start: formatDate(conversation.startedAt), end: formatDate(conversation.lastMessageAt) })}
        </p>
        {(visitor.name || visitor.email) && (
          <p className="text-sm">
            <span className="text-muted-foreground">{t('columns.visitor')}: </span>
            {[visitor.name, visitor.email].filter(Boolean).join(' · ')}
            {visitor.verified !== null && <VisitorIdentityBadge verified={visitor.verified} className="ml-2 align-middle" />}
          </p>
        )}
      </div>
      <dl className="grid shrink-0 grid-cols-3 gap-4 text-sm">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs uppercase tracking-wide text-muted-foreground">{label}</dt>
            <dd className="font-mono text-base font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
