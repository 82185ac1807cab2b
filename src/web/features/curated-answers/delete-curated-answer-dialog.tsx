import { useTranslation } from 'react-i18next';
import type { CuratedAnswer } from '@common/curated-answers';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { useDeleteCuratedAnswer } from './api/delete-curated-answer';

export function DeleteCuratedAnswerDialog({ agentId, pair, onClose }: { agentId: string; pair: CuratedAnswer; onClose: () => void }) {
  const { t } = useTranslation('curatedAnswers');
  const remove = useDeleteCuratedAnswer(agentId);
  return (
    <ConfirmDeleteDialog
      testId="delete-curated-dialog"
      title={t('delete.title')}
      description={t('delete.body', { question: pair.question })}
      actionLabel={t('delete.confirm')}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(pair.id, {
          onSuccess: () => {
            toast({ title: t('toasts.deleted') });
            onClose();
          },
          onError: (error) => toast({ variant: 'destructive', title: t('toasts.deleteFailed'), description: error instanceof ApiError ? error.serverMessage : error.message }),
        })
      }
    />
  );
}
