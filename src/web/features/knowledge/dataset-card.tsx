import { Bot, Clock, Database, Eye, FileStack, Layers, Link2, Loader2, RefreshCw, Settings2, Trash2, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatasetRetrieval as Retrieval } from '@common/embeddings';
import type { Dataset } from '@common/knowledge';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DatasetProgress } from './dataset-progress';
import { DatasetRetrieval } from './dataset-retrieval';
import { DatasetStatusBadge } from './dataset-status-badge';
import { useRelativeTime } from './use-relative-time';

export type DatasetAction = 'view' | 'addUrls' | 'upload' | 'settings' | 'delete';

export function DatasetCard({
  dataset,
  retrieval,
  reindexing,
  onAction,
  onReindex,
}: {
  dataset: Dataset;
  /** how the dataset is searched; undefined while it loads */
  retrieval?: Retrieval;
  reindexing: boolean;
  onAction: (action: DatasetAction) => void;
  onReindex: () => void;
}) {
  const { t } = useTranslation('knowledge');
  const time = useRelativeTime();
  const processing = dataset.status === 'processing';

  return (
    <Card className="flex flex-col gap-4 p-4" data-testid="dataset-card" data-dataset-name={dataset.name} data-dataset-id={dataset.id}>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Database className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <button type="button" className="line-clamp-2 max-w-full cursor-pointer break-words text-left font-semibold hover:underline" onClick={() => onAction('view')}>
            {dataset.name}
          </button>
          <p className="mt-1 line-clamp-2 min-h-10 text-sm text-muted-foreground">{dataset.description || t('card.noDescription')}</p>
        </div>
        <DatasetStatusBadge status={dataset.status} />
      </div>

      {processing && <DatasetProgress dataset={dataset} />}

      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="flex items-center gap-2">
          <FileStack className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt className="sr-only">{t('card.itemsLabel')}</dt>
          <dd data-testid="dataset-item-count">{t('card.items', { count: dataset.itemCount })}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Layers className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt className="sr-only">{t('card.chunksLabel')}</dt>
          <dd data-testid="dataset-chunk-count">{t('card.chunks', { count: dataset.chunkCount })}</dd>
        </div>
      </dl>

      {dataset.errorCount > 0 && (
        <p className="text-xs font-medium text-destructive" data-testid="dataset-error-count">
          {t('card.failed', { count: dataset.errorCount })}
        </p>
      )}

      <div className="flex min-w-0 items-start gap-2 text-xs text-muted-foreground" data-testid="dataset-agents">
        <Bot className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        {dataset.agents.length === 0 ? (
          <span>{t('card.noAgents')}</span>
        ) : (
          <div className="flex min-w-0 flex-wrap items-center gap-1">
            <span>{t('card.usedBy')}</span>
            {dataset.agents.map((agent) => (
              <Badge key={agent.id} variant="outline" className="max-w-40 truncate font-normal">
                {agent.name}
              </Badge>
            ))}
          </div>
        )}
      </div>

      {retrieval && <DatasetRetrieval retrieval={retrieval} />}

      <p className="flex items-center gap-2 text-xs text-muted-foreground" title={time.full(dataset.updatedAt)}>
        <Clock className="size-3.5" aria-hidden="true" />
        {t('card.updated', { time: time.relative(dataset.updatedAt) })}
      </p>

      <div className="mt-auto flex flex-wrap items-center gap-2 border-t pt-3">
        <Button variant="outline" size="sm" onClick={() => onAction('view')} data-testid="view-dataset-button">
          <Eye />
          {t('actions.view')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onAction('addUrls')} data-testid="add-urls-button">
          <Link2 />
          {t('actions.addUrls')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onAction('upload')} data-testid="upload-button">
          <Upload />
          {t('actions.upload')}
        </Button>
        <div className="ml-auto flex items-center">
          <IconAction label={t('actions.reindex')} onClick={onReindex} disabled={processing || reindexing || dataset.itemCount === 0} testId="reindex-button">
            {reindexing ? <Loader2 className="animate-spin" /> : <RefreshCw />}
          </IconAction>
          <IconAction label={t('actions.settings')} onClick={() => onAction('settings')} testId="dataset-settings-button">
            <Settings2 />
          </IconAction>
          <IconAction label={t('actions.delete')} onClick={() => onAction('delete')} testId="delete-dataset-button">
            <Trash2 className="text-destructive" />
          </IconAction>
        </div>
      </div>
    </Card>
  );
}

function IconAction({ label, onClick, disabled, testId, children }: { label: string; onClick: () => void; disabled?: boolean; testId: string; children: ReactNode }) {
  return (
    <Button variant="ghost" size="icon" className="size-8" aria-label={label} title={label} onClick={onClick} disabled={disabled} data-testid={testId}>
      {children}
    </Button>
  );
}
