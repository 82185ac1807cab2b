import { useTranslation } from 'react-i18next';
import type { Widget } from '@common/widgets';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
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

  const confirm = () => {
    if (!widget) return;
    remove.mutate(widget.id, {
      onSuccess: () => {
        toast({ title: t('toast.deleted'), description: widget.name });
        onClose();
      },
      onError: () => toast({ title: t('toast.error'), description: t('toast.deleteFailed'), variant: 'destructive' }),
    });
  };

  return (
    <AlertDialog open={widget !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent data-testid="delete-widget-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('delete.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('delete.body', { name: widget?.name ?? '' })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t('delete.cancel')}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t('delete.pending') : t('delete.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
