import { CheckCheck, Loader2, MessageSquarePlus, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { UnansweredRow as Row } from '@common/unanswered';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatRelativeTime } from '../../lib/relative-time';

interface UnansweredRowProps {
  row: Row;
  canManage: boolean;
  /** a pair was just saved for it: the server is checking whether it answers the question */
  checking: boolean;
  handling: boolean;
  onAnswer: () => void;
  onHandled: () => void;
}

/** One question (its rephrasings counted with it): how often, when, on which channels, and a transcript where it was asked. */
export function UnansweredRow({ row, canManage, checking, handling, onAnswer, onHandled }: UnansweredRowProps) {
  const { t, i18n } = useTranslation('unanswered');
  const now = new Date();
  const first = formatRelativeTime(row.firstAskedAt, now, i18n.language);
  const last = formatRelativeTime(row.lastAskedAt, now, i18n.language);
  return (
    <li className="flex flex-col gap-2 rounded-lg border bg-card p-4" data-testid="unanswered-row" data-question={row.question} aria-busy={checking || undefined}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="break-words font-medium">{row.question}</h3>
          <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs">
            <Badge variant="secondary" data-testid="unanswered-count">
              {t('list.asked', { count: row.count })}
            </Badge>
            <span className="sr-only">{t('list.channels')}: </span>
            {row.channels.map((channel) => (
              <Badge key={channel} variant="outline" data-testid="unanswered-channel">
                {t(`channels.${channel}`, { defaultValue: channel })}
              </Badge>
            ))}
          </div>
        </div>
        {canManage && (
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            <Button size="sm" onClick={onAnswer} disabled={checking} data-testid="unanswered-add-answer">
              <MessageSquarePlus />
              {t('actions.addAnswer')}
            </Button>
            <Button size="sm" variant="outline" onClick={onHandled} disabled={handling || checking} data-testid="unanswered-handled">
              {handling ? <Loader2 className="animate-spin" /> : <CheckCheck />}
              {t('actions.markHandled')}
            </Button>
          </div>
        )}
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span>{row.count > 1 ? t('list.firstAndLast', { first, last }) : t('list.askedWhen', { when: last })}</span>
        {row.exampleConversationId && (
          <Link href={`/conversations/${encodeURIComponent(row.exampleConversationId)}`} className="inline-flex items-center gap-1 underline underline-offset-2 hover:text-foreground" data-testid="unanswered-transcript">
            <MessagesSquare className="size-3.5" aria-hidden="true" />
            {t('list.transcript')}
          </Link>
        )}
        {checking && (
          <span className="inline-flex items-center gap-1" role="status">
            <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
            {t('list.checking')}
          </span>
        )}
      </p>
    </li>
  );
}
