import { useTranslation } from 'react-i18next';
import type { Lead } from '@common/leads';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { useDeleteLead } from './api/delete-lead';
import { leadLabel } from './lead-display';

export function DeleteLeadDialog({ projectId, lead, onClose }: { projectId: string; lead: Lead; onClose: () => void }) {
  const { t } = useTranslation('leads');
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
    <ConfirmDeleteDialog
      testId="delete-lead-dialog"
      title={t('delete.title')}
      description={<span>{t('delete.confirm', { name })}</span>}
      actionLabel={t('delete.action')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
