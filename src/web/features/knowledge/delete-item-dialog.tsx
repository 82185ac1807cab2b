import { useTranslation } from 'react-i18next';
import type { DataItem, Dataset } from '@common/knowledge';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { toast } from '../../components/ui/use-toast';
import { useDeleteItem } from './api/delete-item';

/** Asks before deleting a page or a document of the knowledge base; its chunks go with it. */
export function DeleteItemDialog({
  dataset,
  item,
  onClose,
  onDeleted,
}: {
  dataset: Dataset;
  item: DataItem | null;
  onClose: () => void;
  onDeleted: (item: DataItem) => void;
}) {
  const { t } = useTranslation('knowledge');
  const remove = useDeleteItem(dataset);
  if (!item) return null;
  const kind = item.type === 'document' ? 'document' : 'url';

  const confirm = () =>
    remove.mutate(item, {
      onSuccess: () => {
        onDeleted(item);
        toast({ title: t(`toasts.${kind}Deleted`), description: t(`toasts.${kind}DeletedBody`) });
      },
      onError: () => toast({ variant: 'destructive', title: t('toasts.error'), description: t(`toasts.${kind}DeleteFailed`) }),
      onSettled: onClose,
    });

  return (
    <ConfirmDeleteDialog
      testId="delete-item-dialog"
      title={t(`deleteItem.${kind}Title`)}
      description={t('deleteItem.confirm', { url: item.source })}
      actionLabel={t('deleteItem.action')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
