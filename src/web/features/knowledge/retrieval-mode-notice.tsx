import { Info, Sparkles } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RetrievalMode } from '@common/knowledge';

const SETTINGS_LINK = <Link href="/settings?tab=api-keys" className="font-medium text-primary underline underline-offset-4" />;
const FIX_KEYS = { no_embedding_provider: 'retrieval.noEmbeddingProvider', provider_key_missing: 'retrieval.providerKeyMissing' } as const;

/** Says honestly how questions are matched in this project, and what to do to get semantic search. */
export function RetrievalModeNotice({ mode }: { mode: RetrievalMode | undefined }) {
  const { t } = useTranslation('knowledge');
  if (!mode) return null;

  if (mode.mode === 'hybrid') {
    return (
      <p className="flex items-start gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm text-muted-foreground" data-testid="retrieval-mode" data-mode="hybrid">
        <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        {t('retrieval.hybrid', { model: mode.model })}
      </p>
    );
  }
  const fix = mode.reason === 'no_embedding_provider' || mode.reason === 'provider_key_missing' ? FIX_KEYS[mode.reason] : null;
  // The Trans tag is keysLink, not link: Trans's parser reads <link> as the void HTML element and drops its text.
  return (
    <p
      className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
      data-testid="retrieval-mode"
      data-mode="full-text"
      data-reason={mode.reason ?? undefined}
    >
      <Info className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <span>{fix ? <Trans t={t} i18nKey={fix} components={{ keysLink: SETTINGS_LINK }} /> : t('retrieval.noVectorExtension')}</span>
    </p>
  );
}
