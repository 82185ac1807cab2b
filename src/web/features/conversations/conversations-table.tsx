import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { ConversationSummary } from '@common/conversations';
import { Badge } from '../../components/ui/badge';
import { useCostText } from '../../lib/cost-text';
import { ChannelBadges } from './channel-badges';
import { VisitorIdentityBadge } from '../../components/visitor-identity-badge';
import { formatCost, formatTokens, shownVisitor } from './conversation-format';
import { useFormatDate } from './use-format-date';

const th = 'px-3 py-2 text-left font-medium';
const td = 'px-3 py-2.5 align-top';
const COLUMNS = ['lastMessage', 'agent', 'channel', 'visitor', 'preview', 'turns', 'tokens', 'cost', 'flags'] as const;
const NUMERIC = new Set<string>(['turns', 'tokens', 'cost']);

/** Each row opens its transcript; the preview is the row's link for keyboards and new tabs. */
export function ConversationsTable({ conversations }: { conversations: ConversationSummary[] }) {
  const { t, i18n } = useTranslation('conversations');
  const costText = useCostText();
  const formatDate = useFormatDate();
  const [, navigate] = useLocation();
  const none = <span className="text-muted-foreground">{t('none')}</span>;

  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full min-w-5xl text-sm" data-testid="conversations-table">
        <thead className="border-b text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={`${th} ${NUMERIC.has(column) ? 'text-right' : ''}`}>
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {conversations.map((conversation) => {
            const visitor = shownVisitor(conversation);
            const href = `/conversations/${conversation.id}`;
            return (
              <tr
                key={conversation.id}
                className="cursor-pointer transition-colors hover:bg-muted/50"
                onClick={() => navigate(href)}
                data-testid="conversation-row"
                data-conversation-id={conversation.id}
              >
                <td className={`${td} whitespace-nowrap`}>
                  <div>{formatDate(conversation.lastMessageAt)}</div>
                  <div className="text-xs text-muted-foreground">{t('started', { date: formatDate(conversation.startedAt) })}</div>
                </td>
                <td className={`${td} max-w-44`}>
                  <div className="line-clamp-2 break-words font-medium">{conversation.agentName}</div>
                  {conversation.version && <div className="font-mono text-xs text-muted-foreground">{conversation.version}</div>}
                </td>
                <td className={td}>
                  <ChannelBadges channel={conversation.channel} isTest={conversation.isTest} sessionId={conversation.sessionId} />
                </td>
                <td className={`${td} max-w-48`}>
                  {visitor.name || visitor.email ? (
                    <>
                      {visitor.name && <div className="break-words font-medium">{visitor.name}</div>}
                      {visitor.verified !== null && <VisitorIdentityBadge verified={visitor.verified} className="mt-0.5" />}
                      {visitor.email && <div className="break-all text-xs text-muted-foreground">{visitor.email}</div>}
                    </>
                  ) : (
                    none
                  )}
                </td>
                <td className={`${td} max-w-80`}>
                  <Link href={href} className="line-clamp-2 break-words hover:underline focus-visible:underline" onClick={(e) => e.stopPropagation()}>
                    {conversation.preview || t('noPreview')}
                  </Link>
                </td>
                <td className={`${td} text-right tabular-nums`}>{conversation.turns}</td>
                <td className={`${td} text-right tabular-nums`}>{formatTokens(conversation.tokens, i18n.language)}</td>
                <td className={`${td} text-right tabular-nums ${conversation.unpricedTurns > 0 ? 'min-w-28' : 'whitespace-nowrap'}`} data-testid="conversation-cost">
                  {costText.total(conversation.cost, conversation.unpricedTurns, formatCost, conversation.turns)}
                </td>
                <td className={td}>
                  <span className="flex flex-wrap gap-1">
                    {conversation.errors > 0 && (
                      <Badge variant="destructive" data-testid="conversation-errors">
                        {t('errors', { count: conversation.errors })}
                      </Badge>
                    )}
                    {conversation.hasLead && (
                      <Badge variant="success" data-testid="conversation-lead">
                        {t('lead')}
                      </Badge>
                    )}
                    <RatingCount icon={ThumbsUp} count={conversation.ratingsUp} label={t('ratings.upCount', { count: conversation.ratingsUp })} testId="conversation-ratings-up" />
                    <RatingCount icon={ThumbsDown} count={conversation.ratingsDown} label={t('ratings.downCount', { count: conversation.ratingsDown })} testId="conversation-ratings-down" />
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The count shows; a screen reader hears what it counts. */
function RatingCount({ icon: Icon, count, label, testId }: { icon: typeof ThumbsUp; count: number; label: string; testId: string }) {
  if (count === 0) return null;
  return (
    <Badge variant="outline" className="gap-1 font-medium" title={label} data-testid={testId}>
      <Icon className="size-3" aria-hidden="true" />
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{label}</span>
    </Badge>
  );
}
