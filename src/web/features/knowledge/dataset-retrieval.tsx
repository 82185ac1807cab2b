import { Search, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DatasetRetrieval as Retrieval } from '@common/embeddings';

/** The retrieval mode of one dataset: hybrid with its model, or full text only and why. */
export function DatasetRetrieval({ retrieval }: { retrieval: Retrieval }) {
  const { t } = useTranslation('knowledge');
  const { mode, reason, model, embedded, total, error } = retrieval;
  const percent = total > 0 ? Math.floor((embedded / total) * 100) : 0;
  const text =
    mode === 'hybrid'
      ? t('retrieval.dataset.hybrid', { model })
      : `${t('retrieval.dataset.fullText')}: ${t(`retrieval.dataset.${reason ?? 'no_embedding_provider'}`, { model, percent, error })}`;
  const Icon = mode === 'hybrid' ? Sparkles : Search;
  return (
    <p className="flex min-w-0 items-start gap-2 text-xs text-muted-foreground" data-testid="dataset-retrieval" data-mode={mode} data-reason={reason ?? undefined}>
      <Icon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">{t('retrieval.dataset.label')}: </span>
      <span className="min-w-0 break-words">{text}</span>
    </p>
  );
}
