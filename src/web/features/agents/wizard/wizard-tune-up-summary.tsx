import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AiTuneUpResult } from '@common/testing';
import { StructuredAnswerNote } from '../../../components/structured-answer-note';
import { Button } from '../../../components/ui/button';

export function WizardTuneUpSummary({ result, onReview }: { result: AiTuneUpResult; onReview: () => void }) {
  const { t } = useTranslation('wizard');
  const { improvements } = result;
  return (
    <div className="rounded-lg border border-primary/40 bg-accent/50 p-4" data-testid="tune-up-summary">
      <p className="flex items-center gap-2 text-sm font-medium">
        <Sparkles className="size-4 text-primary" aria-hidden="true" />
        {t('tuneUp.summaryTitle', { count: improvements.length })}
      </p>
      <StructuredAnswerNote answer={result} />
      {improvements.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-muted-foreground">
          {improvements.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
      <Button type="button" variant="link" size="sm" className="mt-1 h-auto px-0" onClick={onReview}>
        {t('tuneUp.review')}
      </Button>
    </div>
  );
}
