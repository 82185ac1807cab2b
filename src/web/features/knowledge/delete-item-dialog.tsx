import { useTranslation } from 'react-i18next';
import type { DataItem, Dataset } from '@common/knowledge';
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
import { useDeleteItem } from './api/delete-item';

/** Asks 'Delete "{url}" from knowledge base?'; its chunks go with it. */
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
  const { t: tc } = useTranslation();
  const remove = useDeleteItem(dataset);
  const kind = item?.type === 'document' ? 'document' : 'url';

  const confirm = (target: DataItem) =>
    remove.mutate(target, {
      onSuccess: () => {
        onDeleted(target);
        toast({ title: t(`toasts.${kind}Deleted`), description: t(`toasts.${kind}DeletedBody`) });
      },
      onError: () => toast({ variant: 'destructive', title: t('toasts.error'), description: t(`toasts.${kind}DeleteFailed`) }),
      onSettled: onClose,
    });

  return (
    <AlertDialog open={item !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent data-testid="delete-item-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t(`deleteItem.${kind}Title`)}</AlertDialogTitle>
          <AlertDialogDescription className="break-all">{t('deleteItem.confirm', { url: item?.source ?? '' })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{tc('cancel')}</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={remove.isPending}
            data-testid="confirm-delete-item"
            onClick={(e) => {
              e.preventDefault();
              if (item) confirm(item);
            }}
          >
            {t('deleteItem.action')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
