import { AlertCircle, CheckCircle2, FileText, Loader2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type DocumentRowStatus = 'queuedForCreate' | 'waiting' | 'uploading' | 'pending' | 'processing' | 'ready' | 'failed';

/** One document of step 3: an upload on its way, or an item of the agent's dataset. */
export function AgentDocumentRow({
  name,
  status,
  chunks,
  error,
  onRemove,
}: {
  name: string;
  status: DocumentRowStatus;
  chunks?: number;
  error?: string | null;
  /** documents not uploaded yet can be taken off the list */
  onRemove?: () => void;
}) {
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
          {status !== 'waiting' && status !== 'queuedForCreate' && <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />}
          {t(`knowledge.uploadState.${status}`)}
        </span>
      )}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          className="-my-1 shrink-0 rounded p-1 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={t('knowledge.removeDocument', { name })}
          data-testid="remove-document"
        >
          <X className="size-3.5" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}
