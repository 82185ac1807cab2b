import { useState } from 'react';
import type { FeedbackRating } from '@common/feedback';

export type FeedbackStatus = 'idle' | 'sending' | 'sent' | 'error';

export interface ReplyFeedbackState {
  /** the thumb shown pressed: the one being sent, else the last one the server took */
  rating: FeedbackRating | null;
  status: FeedbackStatus;
  commentOpen: boolean;
  draft: string;
  /** the draft differs from the comment the server has */
  draftChanged: boolean;
  setDraft: (text: string) => void;
  choose: (rating: FeedbackRating) => void;
  sendComment: () => void;
}

type Rate = (rating: FeedbackRating, comment?: string) => Promise<void>;

/** One reply's rating: sent as soon as a thumb is chosen, then an optional comment. */
export function useReplyFeedback(rate: Rate): ReplyFeedbackState {
  const [saved, setSaved] = useState<{ rating: FeedbackRating; comment: string } | null>(null);
  const [sending, setSending] = useState<FeedbackRating | null>(null);
  const [status, setStatus] = useState<FeedbackStatus>('idle');
  const [commentOpen, setCommentOpen] = useState(false);
  const [draft, setDraft] = useState('');

  const submit = (rating: FeedbackRating, comment: string, openAfter: boolean) => {
    setSending(rating);
    setStatus('sending');
    rate(rating, comment || undefined)
      .then(() => {
        setSaved({ rating, comment });
        setStatus('sent');
        setCommentOpen(openAfter);
      })
      .catch((err: unknown) => {
        console.warn('feedback failed', err);
        setStatus('error');
      })
      .finally(() => setSending(null));
  };

  // the thumbs stay enabled while sending (disabling them would drop the keyboard focus): a click then does nothing
  const choose = (rating: FeedbackRating) => {
    if (status === 'sending') return;
    if (rating === saved?.rating) {
      setCommentOpen((open) => !open);
      return;
    }
    // a change of mind about the thumb keeps the words already sent; the box opens only when there are none
    submit(rating, saved?.comment ?? '', !saved?.comment);
  };

  const sendComment = () => {
    if (saved && status !== 'sending') submit(saved.rating, draft.trim(), false);
  };

  return {
    rating: sending ?? saved?.rating ?? null,
    status,
    commentOpen: commentOpen && saved !== null,
    draft,
    draftChanged: draft.trim() !== (saved?.comment ?? ''),
    setDraft,
    choose,
    sendComment,
  };
}
