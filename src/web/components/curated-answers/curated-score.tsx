import { useTranslation } from 'react-i18next';
import type { RunStep } from '@common/testing';
import { curatedStepScore } from '../../lib/curated-answers/curated-step';

/** A curated step's match score, beside its name. */
export function CuratedScore({ step }: { step: RunStep }) {
  const { t, i18n } = useTranslation('curatedAnswers');
  const score = curatedStepScore(step);
  if (score === null) return null;
  const text = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(score);
  return (
    <span className="font-mono text-xs text-muted-foreground" data-testid="curated-step-score">
      {t('step.score', { score: text })}
    </span>
  );
}
