import { AlertCircle, CheckCircle2, FileText, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type DocumentRowStatus = 'waiting' | 'uploading' | 'pending' | 'processing' | 'ready' | 'failed';

/** One document of step 3: an upload on its way, or an item of the agent's dataset. */
export function AgentDocumentRow({ name, status, chunks, error }: { name: string; status: DocumentRowStatus; chunks?: number; error?: string | null }) {
  const { t } = useTranslation('wizard');
  return (
    <li className="flex items-start gap-3 rounded-md border px-3 py-2" data-testid="agent-document" data-status={status} data-file-name={name}>
      <FileText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm" title={name}>
          {name}
        </p>
        {status === 'failed' && error && <p className="text-xs font-medium text-destructive">{error}</p>}
      </div>
      {status === 'ready' ? (
        <span className="flex shrink-0 items-center gap-1 text-xs font-medium text-success">
          <CheckCircle2 className="size-3.5" aria-hidden="true" />
          {t('knowledge.uploadState.ready', { count: chunks ?? 0 })}
        </span>
      ) : status === 'failed' ? (
        <span className="flex shrink-0 items-center gap-1 text-xs font-medium text-destructive">
          <AlertCircle className="size-3.5" aria-hidden="true" />
          {t('knowledge.uploadState.failed')}
        </span>
      ) : (
        <span className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
          {status !== 'waiting' && <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />}
          {t(`knowledge.uploadState.${status}`)}
        </span>
      )}
    </li>
  );
}
