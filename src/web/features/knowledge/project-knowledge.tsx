import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dataset } from '@common/knowledge';
import { InlineError } from '../../components/inline-error';
import { toast } from '../../components/ui/use-toast';
import { useDatasets } from '../../lib/queries/get-project-datasets';
import { useReindexDataset } from './api/reindex-dataset';
import { useRetrievalMode } from './api/get-retrieval-mode';
import { AddUrlsDialog } from './add-urls-dialog';
import { CreateDatasetDialog } from './create-dataset-dialog';
import { DatasetCard, type DatasetAction } from './dataset-card';
import { DatasetSettingsDialog } from './dataset-settings-dialog';
import { DatasetsEmptyState, DatasetsSkeleton } from './datasets-empty-state';
import { DeleteDatasetDialog } from './delete-dataset-dialog';
import { errorMessage } from './error-message';
import { KnowledgeHeader } from './knowledge-header';
import { RetrievalModeNotice } from './retrieval-mode-notice';
import { UploadDocumentsDialog } from './upload-documents-dialog';
import { ViewDatasetDialog } from './view-dataset-dialog';

const DIALOGS: Record<DatasetAction, ComponentType<{ dataset: Dataset; onClose: () => void }>> = {
  view: ViewDatasetDialog,
  addUrls: AddUrlsDialog,
  upload: UploadDocumentsDialog,
  settings: DatasetSettingsDialog,
  delete: DeleteDatasetDialog,
};

export function ProjectKnowledge({ projectId }: { projectId: string }) {
  const { t } = useTranslation('knowledge');
  const datasets = useDatasets(projectId);
  const reindex = useReindexDataset(projectId);
  const retrieval = useRetrievalMode(projectId, datasets.data?.map((d) => d.id)).data;
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<{ action: DatasetAction; datasetId: string } | null>(null);
  // The dialog follows the polled list, so its progress and status stay live; a deleted dataset closes it.
  const target = open ? datasets.data?.find((d) => d.id === open.datasetId) : undefined;
  const Dialog = open && target ? DIALOGS[open.action] : null;

  const startReindex = (dataset: Dataset) =>
    reindex.mutate(dataset, {
      onSuccess: () => toast({ title: t('toasts.reindexStarted'), description: t('toasts.reindexStartedBody', { name: dataset.name }) }),
      onError: (error) => toast({ variant: 'destructive', title: t('toasts.error'), description: errorMessage(error) }),
    });

  return (
    <div className="flex flex-col gap-6" data-testid="knowledge-page">
      <KnowledgeHeader onCreate={() => setCreating(true)} />
      <RetrievalModeNotice mode={retrieval} />
      {datasets.isPending && <DatasetsSkeleton />}
      {datasets.isError && <InlineError error={datasets.error} onRetry={() => void datasets.refetch()} />}
      {datasets.data?.length === 0 && <DatasetsEmptyState onCreate={() => setCreating(true)} />}
      {datasets.data && datasets.data.length > 0 && (
        <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" data-testid="datasets-grid">
          {datasets.data.map((dataset) => (
            <DatasetCard
              key={dataset.id}
              dataset={dataset}
              retrieval={retrieval?.datasets.find((r) => r.datasetId === dataset.id)}
              reindexing={reindex.isPending && reindex.variables.id === dataset.id}
              onAction={(action) => setOpen({ action, datasetId: dataset.id })}
              onReindex={() => startReindex(dataset)}
            />
          ))}
        </div>
      )}
      {creating && <CreateDatasetDialog projectId={projectId} onClose={() => setCreating(false)} />}
      {Dialog && target && <Dialog key={`${open?.action}-${target.id}`} dataset={target} onClose={() => setOpen(null)} />}
    </div>
  );
}
