import { useTranslation } from 'react-i18next';
import type { DeletedVisitor, VisitorDetail } from '@common/visitors';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { useDeleteVisitor } from './api/change-visitor';
import { visitorLabel } from './visitor-label';

export function DeleteVisitorDialog({ projectId, visitor, onDeleted, onClose }: { projectId: string; visitor: VisitorDetail; onDeleted: (result: DeletedVisitor) => void; onClose: () => void }) {
  const { t } = useTranslation('visitors');
  const remove = useDeleteVisitor(projectId, visitor.id);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: (result) => onDeleted(result),
      onError: (error) => toast({ variant: 'destructive', title: t('delete.error'), description: error instanceof ApiError ? error.serverMessage : error.message }),
    });
  return (
    <ConfirmDeleteDialog
      testId="delete-visitor-dialog"
      title={t('delete.title')}
      description={<span>{t('delete.confirm', { name: visitorLabel(visitor), conversations: visitor.conversations })}</span>}
      actionLabel={t('delete.action')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
