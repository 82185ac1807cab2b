import { Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AiTuneUpResult } from '@common/testing';
import { StructuredAnswerNote } from '../../components/structured-answer-note';

/** What the last AI Tune Up changed, and whether the model or the built-in review wrote it. */
export function TuneUpSummary({ result }: { result: AiTuneUpResult }) {
  const { t } = useTranslation('testConsole');
  return (
    <div className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="tune-up-summary">
      <p className="flex items-center gap-2 font-medium">
        <Wand2 className="size-4 text-primary" aria-hidden="true" />
        {t('tuneUp.summary', { count: result.improvements.length })}
        <span className="text-xs font-normal text-muted-foreground">
          · {result.source === 'model' ? t('analysis.sourceModel') : t('analysis.sourceRules')}
        </span>
      </p>
      <StructuredAnswerNote answer={result} />
      {result.improvements.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
          {result.improvements.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
