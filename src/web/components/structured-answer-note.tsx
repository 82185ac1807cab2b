import { useTranslation } from 'react-i18next';
import type { StructuredBy } from '@common/testing';

/**
 * How a model-written analysis, tune-up or grade was read: "Structured by tool call", "Repaired
 * from text"..., or that the built-in review answered because the model's answer could not be read.
 */
export function StructuredAnswerNote({ answer }: { answer: { source: 'model' | 'rules'; fallback?: string; structuredBy?: StructuredBy } }) {
  const { t } = useTranslation('common');
  const key = answer.source === 'model' ? answer.structuredBy : answer.fallback ? 'unreadable' : null;
  if (!key) return null;
  return (
    <span className="text-xs text-muted-foreground" data-testid="structured-note" data-structured={key}>
      {t(`structuredAnswer.${key}`)}
    </span>
  );
}
