import { AlertCircle, CheckCircle2, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EmbeddingProgress as Progression } from '@common/embeddings';
import { Progress } from '../../../components/ui/progress';

/** The re-embedding of the project's passages: a bar of "x of y passages", then done or the provider's error. */
export function EmbeddingProgress({ progress }: { progress: Progression }) {
  const { t } = useTranslation('embeddings');
  const { status, embedded, total } = progress;
  if (status === 'idle' || total === 0) return null;
  const label = t('progress.passages', { embedded, total, count: total });
  const Icon = status === 'running' ? Loader2 : status === 'done' ? CheckCircle2 : AlertCircle;
  return (
    <div className="grid gap-2" data-testid="embedding-progress" data-status={status} data-embedded={embedded} data-total={total}>
      <p className="flex items-center gap-2 text-sm font-medium" role="status">
        <Icon className={status === 'running' ? 'size-4 animate-spin' : status === 'done' ? 'size-4 text-success' : 'size-4 text-destructive'} aria-hidden="true" />
        {t(`progress.${status}`)}
      </p>
      <Progress
        value={embedded}
        max={Math.max(total, 1)}
        aria-label={t('progress.label')}
        getValueLabel={() => label}
        indicatorClassName={status === 'failed' ? 'bg-destructive' : undefined}
      />
      <p className="text-xs tabular-nums text-muted-foreground">{label}</p>
      {status === 'failed' && (
        <p className="text-sm text-destructive" data-testid="embedding-error">
          {t('progress.failedHint', { error: progress.error ?? '' })}
        </p>
      )}
    </div>
  );
}
