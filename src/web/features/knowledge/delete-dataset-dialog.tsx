import { useTranslation } from 'react-i18next';
import type { Dataset } from '@common/knowledge';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { buttonVariants } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { useDeleteDataset } from './api/delete-dataset';
import { errorMessage } from './error-message';

/** Names the dataset and says what goes with it: its chunks, and its link to the agents that use it. */
export function DeleteDatasetDialog({ dataset, onClose }: { dataset: Dataset; onClose: () => void }) {
  const { t } = useTranslation('knowledge');
  const { t: tc } = useTranslation();
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
    <AlertDialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent data-testid="delete-dataset-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('deleteDataset.title')}</AlertDialogTitle>
          <AlertDialogDescription className="grid gap-2 break-words">
            <span>{t('deleteDataset.confirm', { name: dataset.name })}</span>
            <span>
              {t('deleteDataset.chunks', { count: dataset.chunkCount })}{' '}
              {dataset.agents.length > 0 ? t('deleteDataset.agents', { count: dataset.agents.length, names: agents }) : t('deleteDataset.noAgents')}
            </span>
            <span>{t('deleteDataset.irreversible')}</span>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{tc('cancel')}</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={remove.isPending}
            data-testid="confirm-delete-dataset"
            onClick={(e) => {
              e.preventDefault();
              confirm();
            }}
          >
            {t('deleteDataset.action')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
