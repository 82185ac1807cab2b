import { useTranslation } from 'react-i18next';
import type { ProjectTool } from '@common/tools';
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
import { useDeleteTool } from './api/delete-tool';
import { errorMessage } from './error-message';

/** Names the tool and the agents that lose it. */
export function DeleteToolDialog({ projectId, tool, onClose }: { projectId: string; tool: ProjectTool; onClose: () => void }) {
  const { t } = useTranslation('tools');
  const { t: tc } = useTranslation();
  const remove = useDeleteTool(projectId);

  const confirm = () =>
    remove.mutate(tool.id, {
      onSuccess: () => {
        toast({ title: t('toasts.deleted'), description: t('toasts.deletedBody', { name: tool.name }) });
        onClose();
      },
      onError: (error) => toast({ variant: 'destructive', title: t('toasts.error'), description: errorMessage(error) }),
    });

  return (
    <AlertDialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent data-testid="delete-tool-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('delete.title')}</AlertDialogTitle>
          <AlertDialogDescription className="grid gap-2 break-words">
            <span>{t('delete.confirm', { name: tool.name })}</span>
            {tool.agentCount > 0 && <span>{t('delete.agents', { count: tool.agentCount })}</span>}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{tc('cancel')}</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={remove.isPending}
            data-testid="confirm-delete-tool"
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
