import { useTranslation } from 'react-i18next';
import type { Lead } from '@common/leads';
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
import { ApiError } from '../../lib/api';
import { useDeleteLead } from './api/delete-lead';
import { leadLabel } from './lead-display';

export function DeleteLeadDialog({ projectId, lead, onClose }: { projectId: string; lead: Lead; onClose: () => void }) {
  const { t } = useTranslation('leads');
  const { t: tc } = useTranslation();
  const remove = useDeleteLead(projectId);
  const name = leadLabel(lead) ?? t('unnamed');

  const confirm = () =>
    remove.mutate(lead.id, {
      onSuccess: () => {
        toast({ title: t('toasts.deleted'), description: t('toasts.deletedBody', { name }) });
        onClose();
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: t('toasts.error'), description: error instanceof ApiError ? error.serverMessage : error.message }),
    });

  return (
    <AlertDialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent data-testid="delete-lead-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('delete.title')}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">{t('delete.confirm', { name })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{tc('cancel')}</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={remove.isPending}
            data-testid="confirm-delete-lead"
            onClick={(e) => {
              e.preventDefault();
              confirm();
            }}
          >
            {t('delete.action')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
