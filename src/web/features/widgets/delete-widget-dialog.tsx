import { useTranslation } from 'react-i18next';
import type { Widget } from '@common/widgets';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { toast } from '../../components/ui/use-toast';
import { useDeleteWidget } from './api/delete-widget';

interface DeleteWidgetDialogProps {
  agentId: string;
  widget: Widget | null;
  onClose: () => void;
}

export function DeleteWidgetDialog({ agentId, widget, onClose }: DeleteWidgetDialogProps) {
  const { t } = useTranslation('widgets');
  const remove = useDeleteWidget(agentId);
  if (!widget) return null;

  const confirm = () =>
    remove.mutate(widget.id, {
      onSuccess: () => {
        toast({ title: t('toast.deleted'), description: widget.name });
        onClose();
      },
      onError: () => toast({ title: t('toast.error'), description: t('toast.deleteFailed'), variant: 'destructive' }),
    });

  return (
    <ConfirmDeleteDialog
      testId="delete-widget-dialog"
      title={t('delete.title')}
      description={t('delete.body', { name: widget.name })}
      actionLabel={remove.isPending ? t('delete.pending') : t('delete.confirm')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
