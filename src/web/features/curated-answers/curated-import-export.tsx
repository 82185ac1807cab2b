import { Download, Loader2, Upload, X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { curatedExportUrl } from './api/export-curated-answers';
import type { useImportCuratedAnswers } from './api/import-curated-answers';

type ImportMutation = ReturnType<typeof useImportCuratedAnswers>;

/** CSV out (every role that reads) and in (editors). */
export function CuratedImportExport({ agentId, upload }: { agentId: string; upload: ImportMutation | null }) {
  const { t } = useTranslation('curatedAnswers');
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <a href={curatedExportUrl(agentId)} download className={buttonVariants({ variant: 'outline' })} data-testid="curated-export">
        <Download />
        {t('actions.export')}
      </a>
      {upload && (
        <>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="curated-import-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              upload.mutate(file, { onSuccess: ({ imported }) => toast({ title: t('toasts.imported', { count: imported }) }) });
            }}
          />
          <Button variant="outline" disabled={upload.isPending} onClick={() => input.current?.click()} data-testid="curated-import">
            {upload.isPending ? <Loader2 className="animate-spin" /> : <Upload />}
            {t('actions.import')}
          </Button>
        </>
      )}
    </>
  );
}

/** A rejected file: the server's reason, naming the row and the field, stays on screen until dismissed or a file goes in. */
export function CuratedImportError({ upload }: { upload: ImportMutation }) {
  const { t } = useTranslation('curatedAnswers');
  if (!upload.isError) return null;
  return (
    <div role="alert" className="flex items-start justify-between gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" data-testid="curated-import-error">
      <span className="min-w-0 break-words">
        <span className="font-medium">{t('import.failed')}</span> {upload.error instanceof ApiError ? upload.error.serverMessage : upload.error.message}
      </span>
      <Button variant="ghost" size="icon" className="size-6 shrink-0 text-destructive" aria-label={t('import.dismiss')} onClick={() => upload.reset()}>
        <X />
      </Button>
    </div>
  );
}
