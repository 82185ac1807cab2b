import { AlertCircle, CheckCircle2, FileText, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DataItem } from '@common/knowledge';
import { formatFileSize } from './format-file-size';
import type { DocumentUpload } from './use-document-uploads';

/** A file's upload, then (once accepted) the live status of the item it became. */
export function DocumentUploadRow({ upload, item }: { upload: DocumentUpload; item: DataItem | undefined }) {
  const { t, i18n } = useTranslation('knowledge');
  const failure = upload.problem ? t(`upload.${upload.problem}`) : (upload.error ?? item?.error ?? undefined);
  const status = upload.state === 'uploaded' ? (item?.status ?? 'pending') : upload.state;

  return (
    <li className="flex items-start gap-3 rounded-md border px-3 py-2" data-testid="upload-row" data-status={status} data-file-name={upload.name}>
      <FileText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" title={upload.name}>
          {upload.name}
        </p>
        <p className="text-xs tabular-nums text-muted-foreground">{formatFileSize(upload.size, i18n.language)}</p>
        {(status === 'failed' || status === 'error') && failure && <p className="mt-0.5 text-xs font-medium text-destructive">{failure}</p>}
      </div>
      <UploadStatus status={status} chunks={item?.chunkCount ?? 0} />
    </li>
  );
}

function UploadStatus({ status, chunks }: { status: DocumentUpload['state'] | DataItem['status']; chunks: number }) {
  const { t } = useTranslation('knowledge');
  if (status === 'ready') {
    return (
      <span className="flex shrink-0 items-center gap-1 text-xs font-medium text-success">
        <CheckCircle2 className="size-3.5" aria-hidden="true" />
        {t('upload.state.ready', { count: chunks })}
      </span>
    );
  }
  if (status === 'failed' || status === 'error') {
    return (
      <span className="flex shrink-0 items-center gap-1 text-xs font-medium text-destructive">
        <AlertCircle className="size-3.5" aria-hidden="true" />
        {t('upload.state.failed')}
      </span>
    );
  }
  return (
    <span className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
      {status !== 'waiting' && <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />}
      {t(`upload.state.${status}`)}
    </span>
  );
}
