import { AlertCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimelineEntry } from '@common/inbox';
import { MarkdownView } from '@common/markdown-view';
import { prefillFromTimeline } from '../../components/curated-answers/curated-draft';
import { ImproveAnswerButton } from '../../components/curated-answers/improve-answer-button';
import { cn } from '../../lib/cn';

const BUBBLE: Record<Exclude<TimelineEntry['role'], 'notice'>, string> = {
  visitor: 'rounded-bl-sm bg-muted text-foreground',
  agent: 'rounded-br-sm border border-primary/25 bg-primary/10 text-foreground',
  operator: 'rounded-br-sm bg-primary text-primary-foreground',
};

/**
 * Everything said, oldest first: the visitor on the left, the assistant and the team on the right,
 * handoff notices in the middle. A polite live region, so new messages are read out.
 */
export function ThreadTimeline({ timeline, agentId, agentName }: { timeline: TimelineEntry[]; agentId: string; agentName: string }) {
  const { t, i18n } = useTranslation('inbox');
  const list = useRef<HTMLDivElement>(null);
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const lastId = timeline.at(-1)?.id;

  // the newest message stays in view as messages arrive
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  const authorOf = (entry: TimelineEntry) =>
    entry.role === 'visitor' ? t('thread.visitor') : entry.role === 'agent' ? t('thread.agent', { agent: agentName }) : entry.author || t('thread.operator');

  return (
    <div
      ref={list}
      role="log"
      aria-live="polite"
      aria-label={t('thread.timeline')}
      // scrollable, and without focusable content: keyboard users scroll it once focused
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto px-4 py-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
      data-testid="inbox-timeline"
    >
      <ol className="flex min-h-full flex-col gap-3">
        {timeline.length === 0 && <li className="m-auto text-sm text-muted-foreground">{t('thread.empty')}</li>}
        {timeline.map((entry) =>
          entry.role === 'notice' ? (
            <li key={entry.id} className="flex justify-center" data-testid="timeline-entry" data-role="notice">
              <p className="max-w-[85%] rounded-2xl border bg-background px-3 py-1 text-center text-xs text-muted-foreground">
                {entry.text} <time dateTime={entry.at}>· {time.format(new Date(entry.at))}</time>
              </p>
            </li>
          ) : (
            <li
              key={entry.id}
              className={cn('flex max-w-[85%] flex-col gap-1', entry.role === 'visitor' ? 'items-start self-start' : 'items-end self-end')}
              data-testid="timeline-entry"
              data-role={entry.role}
            >
              <span className="text-xs text-muted-foreground">
                <span className="font-medium">{authorOf(entry)}</span> · <time dateTime={entry.at}>{time.format(new Date(entry.at))}</time>
              </span>
              {entry.role === 'visitor' ? (
                <p className={cn('whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm', BUBBLE.visitor)}>{entry.text}</p>
              ) : (
                // the visitor saw the assistant's and the team's replies as Markdown: shown the same here
                <div className={cn('rounded-2xl px-3.5 py-2 text-sm', BUBBLE[entry.role])}>
                  <MarkdownView text={entry.text} />
                </div>
              )}
              {entry.notSent && (
                <p className="flex max-w-full items-start gap-1.5 text-xs text-destructive" data-testid="not-sent">
                  <AlertCircle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                  <span className="break-words">{t('thread.notSent', { reason: entry.notSent })}</span>
                </p>
              )}
              {entry.role === 'agent' && <ImproveAnswerButton agentId={agentId} agentName={agentName} prefill={prefillFromTimeline(timeline, entry.id)} />}
            </li>
          ),
        )}
      </ol>
    </div>
  );
}
