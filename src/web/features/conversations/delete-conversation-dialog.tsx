import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { useDeleteConversation } from './api/delete-conversation';

interface DeleteConversationDialogProps {
  projectId: string;
  conversationId: string;
  onDeleted: () => void;
  onClose: () => void;
}

export function DeleteConversationDialog({ projectId, conversationId, onDeleted, onClose }: DeleteConversationDialogProps) {
  const { t } = useTranslation('conversations');
  const remove = useDeleteConversation(projectId);

  const confirm = () =>
    remove.mutate(conversationId, {
      onSuccess: () => {
        toast({ title: t('toasts.deleted'), description: t('toasts.deletedBody') });
        onDeleted();
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: t('toasts.error'), description: error instanceof ApiError ? error.serverMessage : error.message }),
    });

  return (
    <ConfirmDeleteDialog
      testId="delete-conversation-dialog"
      title={t('delete.title')}
      description={<span>{t('delete.confirm')}</span>}
      actionLabel={t('delete.action')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
