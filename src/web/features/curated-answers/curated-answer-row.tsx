import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CuratedAnswer } from '@common/curated-answers';
import { MarkdownView } from '@common/markdown-view';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatRelativeTime } from '../../lib/relative-time';

interface CuratedAnswerRowProps {
  pair: CuratedAnswer;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One pair: its question, how many other phrasings, its language, the start of its answer, and how often it answered. */
export function CuratedAnswerRow({ pair, canEdit, onEdit, onDelete }: CuratedAnswerRowProps) {
  const { t, i18n } = useTranslation('curatedAnswers');
  const lastUsed = pair.lastUsedAt ? formatRelativeTime(pair.lastUsedAt, new Date(), i18n.language) : null;
  return (
    <li className="flex flex-col gap-2 rounded-lg border bg-card p-4" data-testid="curated-row" data-question={pair.question}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="break-words font-medium">{pair.question}</h3>
          <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs">
            <Badge variant="outline" className="font-mono uppercase" title={t(`languages.${pair.language}`)}>
              <span className="sr-only">{t('list.language')}: </span>
              {pair.language}
            </Badge>
            {pair.alternatives.length > 0 && (
              <Badge variant="secondary" title={pair.alternatives.join('\n')}>
                {t('list.alternatives', { count: pair.alternatives.length })}
              </Badge>
            )}
          </div>
        </div>
        {canEdit && (
          <div className="flex shrink-0 items-center gap-1">
            <Button variant="ghost" size="icon" aria-label={t('actions.editNamed', { question: pair.question })} onClick={onEdit} data-testid="curated-edit">
              <Pencil />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive hover:text-destructive"
              aria-label={t('actions.deleteNamed', { question: pair.question })}
              onClick={onDelete}
              data-testid="curated-delete"
            >
              <Trash2 />
            </Button>
          </div>
        )}
      </div>
      <div className="line-clamp-3 break-words text-sm text-muted-foreground" data-testid="curated-answer-preview">
        <MarkdownView text={pair.answer} />
      </div>
      <p className="text-xs text-muted-foreground" data-testid="curated-usage">
        {pair.uses === 0 ? t('list.unused') : t('list.uses', { count: pair.uses })}
        {lastUsed && (
          <>
            {' · '}
            <time dateTime={pair.lastUsedAt ?? undefined}>{t('list.lastUsed', { when: lastUsed })}</time>
          </>
        )}
      </p>
    </li>
  );
}
