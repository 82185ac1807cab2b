import { useTranslation } from 'react-i18next';
import { markdownToPlainText } from '@common/markdown';
import { Link } from 'wouter';
import type { InboxConversation } from '@common/inbox';
import { cn } from '../../lib/cn';
import { ConversationBadges } from './conversation-badges';
import { formatRelativeTime } from '../../lib/relative-time';
import { VisitorIdentityBadge } from '../../components/visitor-identity-badge';

interface InboxListProps {
  conversations: InboxConversation[];
  requested: number;
  selectedId: string | null;
  userId: string;
}

/** The open conversations, those waiting for a person first (the server's order). */
export function InboxList({ conversations, requested, selectedId, userId }: InboxListProps) {
  const { t, i18n } = useTranslation('inbox');
  const now = new Date();
  return (
    <section aria-labelledby="inbox-list-title" className="flex min-h-0 flex-col" data-testid="inbox-list">
      <div className="flex items-baseline justify-between gap-2 border-b px-4 py-3">
        <h2 id="inbox-list-title" className="text-sm font-semibold">
          {t('list.label')}
        </h2>
        {requested > 0 && (
          <span className="text-xs font-medium text-warning" data-testid="inbox-waiting-count">
            {t('list.waitingCount', { count: requested })}
          </span>
        )}
      </div>
      <ul className="min-h-0 flex-1 divide-y overflow-y-auto">
        {conversations.map((c) => {
          const selected = c.id === selectedId;
          return (
            <li key={c.id}>
              <Link
                href={`/inbox?conversation=${encodeURIComponent(c.id)}`}
                aria-current={selected ? 'true' : undefined}
                data-testid="inbox-item"
                data-conversation-id={c.id}
                className={cn(
                  'flex flex-col gap-1.5 px-4 py-3 text-left transition-colors hover:bg-accent/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
                  selected && 'bg-accent hover:bg-accent',
                  c.handoff === 'requested' && !selected && 'bg-warning/5',
                )}
              >
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate text-sm font-medium">{c.agentName}</span>
                  <time dateTime={c.lastMessageAt} className="shrink-0 text-xs text-muted-foreground">
                    {formatRelativeTime(c.lastMessageAt, now, i18n.language)}
                  </time>
                </span>
                {c.visitorName && (
                  <span className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
                    <span className="truncate" data-testid="inbox-visitor-name">
                      {c.visitorName}
                    </span>
                    {c.visitorVerified !== null && <VisitorIdentityBadge verified={c.visitorVerified} className="shrink-0" />}
                  </span>
                )}
                <ConversationBadges conversation={c} userId={userId} />
                <span className="line-clamp-2 text-sm text-muted-foreground" data-testid="inbox-preview">
                  {(c.preview && markdownToPlainText(c.preview)) || t('list.noPreview')}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
