import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { buttonVariants } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useDeleteAgentUrl } from '../api/delete-agent-url';

/** Asks 'Delete "{url}" from knowledge base?' before DELETE /api/agents/{id}/urls. */
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
  const { t: tc } = useTranslation();
  const remove = useDeleteAgentUrl(agentId);

  const confirm = (target: string) =>
    remove.mutate(target, {
      onSuccess: () => {
        onDeleted(target);
        toast({ title: t('toasts.urlDeleted'), description: t('toasts.urlDeletedBody') });
      },
      onError: () => toast({ variant: 'destructive', title: t('toasts.error'), description: t('toasts.urlDeleteFailed') }),
      onSettled: onClose,
    });

  return (
    <AlertDialog open={url !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('knowledge.deleteUrlTitle')}</AlertDialogTitle>
          <AlertDialogDescription className="break-all">{t('knowledge.deleteUrlConfirm', { url })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{tc('cancel')}</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={remove.isPending}
            onClick={(e) => {
              e.preventDefault();
              if (url) confirm(url);
            }}
          >
            {t('knowledge.deleteUrlAction')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
