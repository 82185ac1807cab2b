import type { FeedbackRating } from '@common/feedback';
import type { Translate } from '../i18n';
import type { ChatMessage } from '../lib/chat-types';
import { BotIcon, LinkIcon, PersonIcon } from './icons';
import { MarkdownView } from '@common/markdown-view';
import { ReplyFeedback } from './reply-feedback';

function Sources({ message, t }: { message: ChatMessage; t: Translate }) {
  const sources = message.sources ?? [];
  if (sources.length === 0) return null;
  return (
    <div className="mt-2 border-t border-black/10 pt-2 text-xs dark:border-white/10" data-testid="chat-sources">
      <p className="mb-1 font-medium text-muted-foreground">{t('sources')}</p>
      <ol className="space-y-1">
        {sources.map((s, i) => {
          const link = s.url && /^https?:\/\//i.test(s.url) ? s.url : null;
          return (
            <li key={`${s.title}-${i}`} className="flex items-center gap-1.5" title={s.snippet}>
              <LinkIcon width={12} height={12} className="shrink-0 text-muted-foreground" />
              {link ? (
                <a href={link} target="_blank" rel="noopener noreferrer nofollow" className="truncate underline underline-offset-2">
                  {s.title || link}
                </a>
              ) : (
                <span className="truncate">{s.title}</span>
              )}
              <span className="ml-auto shrink-0 tabular-nums text-muted-foreground">{Math.round(s.score * 100)}%</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

interface MessageBubbleProps {
  message: ChatMessage;
  t: Translate;
  /** rates a reply by its run; the greeting, notices and errors have none */
  rate: (runId: string, rating: FeedbackRating, comment?: string) => Promise<void>;
}

export function MessageBubble({ message, t, rate }: MessageBubbleProps) {
  if (message.role === 'user') {
    return (
      <div className="flex justify-end" data-testid="chat-message" data-role="user">
        <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-3.5 py-2 text-sm whitespace-pre-wrap text-primary-foreground">
          <span className="sr-only">{t('you')}: </span>
          {message.content}
        </div>
      </div>
    );
  }
  if (message.notice) {
    return (
      <p className="mx-auto max-w-[85%] rounded-full bg-accent px-3 py-1 text-center text-xs text-accent-foreground" data-testid="chat-notice">
        {message.content}
      </p>
    );
  }
  if (message.fromPerson) {
    return (
      <div className="flex items-end gap-2" data-testid="chat-message" data-role="person">
        <span className="mb-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <PersonIcon width={15} height={15} />
        </span>
        <div className="max-w-[85%] rounded-2xl rounded-bl-sm border bg-background px-3.5 py-2 text-sm text-foreground">
          <span className="block text-xs font-medium text-muted-foreground">{t('teamMember')}</span>
          <MarkdownView text={message.content} />
        </div>
      </div>
    );
  }
  const { runId } = message;
  return (
    <div data-testid="chat-message" data-role="assistant">
      <div className="flex items-end gap-2">
        <span className="mb-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <BotIcon width={15} height={15} />
        </span>
        <div
          className={`max-w-[85%] rounded-2xl rounded-bl-sm px-3.5 py-2 text-sm ${message.error ? 'bg-destructive/10 text-destructive' : 'bg-muted text-foreground'}`}
        >
          <span className="sr-only">{t('assistant')}: </span>
          <MarkdownView text={message.content} />
          <Sources message={message} t={t} />
        </div>
      </div>
      {runId && !message.error && <ReplyFeedback rate={(rating, comment) => rate(runId, rating, comment)} t={t} />}
    </div>
  );
}

export function TypingIndicator({ t }: { t: Translate }) {
  return (
    <div className="flex items-end gap-2" role="status" aria-label={t('typing')} data-testid="typing-indicator">
      <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <BotIcon width={15} height={15} />
      </span>
      <div className="flex gap-1 rounded-2xl rounded-bl-sm bg-muted px-3.5 py-3">
        {[0, 150, 300].map((delay) => (
          <span key={delay} className="size-1.5 animate-bounce rounded-full bg-muted-foreground" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </div>
    </div>
  );
}
