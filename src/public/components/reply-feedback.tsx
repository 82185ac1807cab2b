import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { FeedbackRating } from '@common/feedback';
import { FEEDBACK_COMMENT_MAX } from '../lib/limits';
import type { Translate } from '../i18n';
import { useReplyFeedback } from '../lib/use-reply-feedback';
import { ThumbsDownIcon, ThumbsUpIcon } from './icons';

const THUMBS = [
  { rating: 'up', label: 'helpful', Icon: ThumbsUpIcon },
  { rating: 'down', label: 'notHelpful', Icon: ThumbsDownIcon },
] as const;

interface ReplyFeedbackProps {
  rate: (rating: FeedbackRating, comment?: string) => Promise<void>;
  t: Translate;
}

/** Thumbs up / down under an answered reply, then an optional comment; the choice can change. */
export function ReplyFeedback({ rate, t }: ReplyFeedbackProps) {
  const feedback = useReplyFeedback(rate);
  const sending = feedback.status === 'sending';
  const form = useRef<HTMLFormElement>(null);
  // under the last reply the box would open below the fold of the message list
  useEffect(() => {
    if (feedback.commentOpen) form.current?.scrollIntoView({ block: 'nearest' });
  }, [feedback.commentOpen]);
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (feedback.draftChanged) feedback.sendComment();
    }
  };

  return (
    <div className="mt-1 ml-9 flex max-w-sm flex-col gap-1.5" data-testid="reply-feedback">
      <div className="flex items-center gap-1">
        <div role="group" aria-label={t('rateReply')} className="flex gap-0.5">
          {THUMBS.map(({ rating, label, Icon }) => {
            const pressed = feedback.rating === rating;
            return (
              <button
                key={rating}
                type="button"
                aria-pressed={pressed}
                aria-label={t(label)}
                title={t(label)}
                onClick={() => feedback.choose(rating)}
                className={`flex size-7 items-center justify-center rounded-md transition focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none ${pressed ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground'}`}
                data-testid={`feedback-${rating}`}
              >
                <Icon width={14} height={14} fill={pressed ? 'currentColor' : 'none'} fillOpacity={0.25} />
              </button>
            );
          })}
        </div>
        <p role="status" className={`text-xs ${feedback.status === 'error' ? 'text-destructive' : 'text-muted-foreground'}`}>
          {feedback.status === 'error' ? t('feedbackError') : feedback.status === 'sent' ? t('feedbackThanks') : ''}
        </p>
      </div>
      {feedback.commentOpen && (
        <form
          ref={form}
          className="flex items-end gap-1.5"
          onSubmit={(e) => {
            e.preventDefault();
            feedback.sendComment();
          }}
        >
          <textarea
            rows={2}
            value={feedback.draft}
            maxLength={FEEDBACK_COMMENT_MAX}
            onChange={(e) => feedback.setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('feedbackComment')}
            aria-label={t('feedbackComment')}
            className="min-h-0 flex-1 resize-none rounded-md border border-input bg-background px-2.5 py-1.5 text-xs placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            data-testid="feedback-comment"
          />
          <button
            type="submit"
            disabled={sending || !feedback.draftChanged}
            className="h-8 shrink-0 rounded-md border border-input bg-card px-2.5 text-xs font-medium text-foreground transition hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50"
            data-testid="feedback-send"
          >
            {t('send')}
          </button>
        </form>
      )}
    </div>
  );
}
