import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { toast } from '../../../components/ui/use-toast';
import { useDeleteAgentUrl } from '../api/delete-agent-url';

/** Asks before DELETE /api/agents/{id}/urls: the page's knowledge goes with it. */
export function DeleteUrlDialog({
  agentId,
  url,
  onClose,
  onDeleted,
}: {
  agentId: string;
  url: string | null;
  onClose: () => void;
  onDeleted: (url: string) => void;
}) {
  const { t } = useTranslation('wizard');
  const remove = useDeleteAgentUrl(agentId);
  if (url === null) return null;

  const confirm = () =>
    remove.mutate(url, {
      onSuccess: () => {
        onDeleted(url);
        toast({ title: t('toasts.urlDeleted'), description: t('toasts.urlDeletedBody') });
      },
      onError: () => toast({ variant: 'destructive', title: t('toasts.error'), description: t('toasts.urlDeleteFailed') }),
      onSettled: onClose,
    });

  return (
    <ConfirmDeleteDialog
      testId="delete-url-dialog"
      title={t('knowledge.deleteUrlTitle')}
      description={t('knowledge.deleteUrlConfirm', { url })}
      actionLabel={t('knowledge.deleteUrlAction')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
