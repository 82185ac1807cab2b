import { useTranslation } from 'react-i18next';
import type { VisitorFact } from '@common/visitor-memory';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { useDeleteVisitorFact } from './api/delete-visitor-fact';

export function DeleteFactDialog({ projectId, visitorId, fact, onClose }: { projectId: string; visitorId: string; fact: VisitorFact; onClose: () => void }) {
  const { t } = useTranslation('visitorMemory');
  const remove = useDeleteVisitorFact(projectId, visitorId);
  const confirm = () =>
    remove.mutate(fact.id, {
      onSuccess: () => {
        toast({ title: t('toasts.deleted') });
        onClose();
      },
      onError: (error) => toast({ variant: 'destructive', title: t('toasts.error'), description: error instanceof ApiError ? error.serverMessage : error.message }),
    });
  return (
    <ConfirmDeleteDialog
      testId="delete-fact-dialog"
      title={t('delete.title')}
      description={<span>{t('delete.confirm', { fact: fact.fact })}</span>}
      actionLabel={t('delete.action')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
