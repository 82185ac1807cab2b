import { useTranslation } from 'react-i18next';
import type { Dataset } from '@common/knowledge';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { toast } from '../../components/ui/use-toast';
import { useDeleteDataset } from './api/delete-dataset';
import { errorMessage } from './error-message';

/** Names the dataset and says what goes with it: its chunks, and its link to the agents that use it. */
export function DeleteDatasetDialog({ dataset, onClose }: { dataset: Dataset; onClose: () => void }) {
  const { t } = useTranslation('knowledge');
  const remove = useDeleteDataset(dataset.projectId);
  const agents = dataset.agents.map((a) => `“${a.name}”`).join(', ');

  const confirm = () =>
    remove.mutate(dataset, {
      onSuccess: () => {
        toast({ title: t('toasts.deleted'), description: t('toasts.deletedBody', { name: dataset.name }) });
        onClose();
      },
      onError: (error) => toast({ variant: 'destructive', title: t('toasts.error'), description: errorMessage(error) }),
    });

  return (
    <ConfirmDeleteDialog
      testId="delete-dataset-dialog"
      title={t('deleteDataset.title')}
      description={
        <>
          <span>{t('deleteDataset.confirm', { name: dataset.name })}</span>
          <span>
            {t('deleteDataset.chunks', { count: dataset.chunkCount })}{' '}
            {dataset.agents.length > 0 ? t('deleteDataset.agents', { count: dataset.agents.length, names: agents }) : t('deleteDataset.noAgents')}
          </span>
          <span>{t('deleteDataset.irreversible')}</span>
        </>
      }
      actionLabel={t('deleteDataset.action')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
