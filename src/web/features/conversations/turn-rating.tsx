import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TranscriptTurn } from '@common/conversations';
import { Badge } from '../../components/ui/badge';
import { useFormatDate } from './use-format-date';

type RatedTurn = Pick<TranscriptTurn, 'rating' | 'ratingComment' | 'ratedAt'>;

/** What the visitor said about the reply: the thumb they chose and their optional comment. */
export function TurnRating({ turn }: { turn: RatedTurn }) {
  const { t } = useTranslation('conversations');
  const formatDate = useFormatDate();
  if (!turn.rating) return null;
  const [Icon, tone] = turn.rating === 'up' ? [ThumbsUp, 'text-success'] : [ThumbsDown, 'text-destructive'];

  return (
    <div className="mt-1 flex w-full flex-col items-start gap-1.5" data-testid="turn-rating" data-rating={turn.rating}>
      {/* the tinted badges are too faint for text: the colour goes on the icon only */}
      <Badge variant="outline" className="gap-1.5 font-medium" title={turn.ratedAt ? formatDate(turn.ratedAt) : undefined}>
        <Icon className={`size-3.5 ${tone}`} aria-hidden="true" />
        {t(`ratings.${turn.rating}`)}
      </Badge>
      {turn.ratingComment && (
        <blockquote className="max-w-[85%] border-l-2 pl-3 text-sm whitespace-pre-wrap break-words text-muted-foreground" data-testid="turn-rating-comment">
          <span className="sr-only">{t('ratings.comment')}: </span>
          {turn.ratingComment}
        </blockquote>
      )}
    </div>
  );
}
