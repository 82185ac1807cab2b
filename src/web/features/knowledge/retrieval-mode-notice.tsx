import { Info, Sparkles } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRetrievalMode } from './api/get-retrieval-mode';

/** Says honestly how questions are matched in this project, and what to do to get semantic search. */
export function RetrievalModeNotice({ projectId }: { projectId: string }) {
  const { t } = useTranslation('knowledge');
  const mode = useRetrievalMode(projectId).data;
  if (!mode) return null;

  if (mode.mode === 'hybrid') {
    return (
      <p className="flex items-start gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm text-muted-foreground" data-testid="retrieval-mode" data-mode="hybrid">
        <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        {t('retrieval.hybrid')}
      </p>
    );
  }
  // The Trans tag is keysLink, not link: Trans's parser reads <link> as the void HTML element and drops its text.
  return (
    <p
      className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
      data-testid="retrieval-mode"
      data-mode="full-text"
      data-reason={mode.reason ?? undefined}
    >
      <Info className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <span>
        {mode.reason === 'no_embedding_provider' ? (
          <Trans
            t={t}
            i18nKey="retrieval.noEmbeddingProvider"
            components={{ keysLink: <Link href="/settings?tab=api-keys" className="font-medium text-primary underline-offset-4 hover:underline" /> }}
          />
        ) : (
          t('retrieval.noVectorExtension')
        )}
      </span>
    </p>
  );
}
