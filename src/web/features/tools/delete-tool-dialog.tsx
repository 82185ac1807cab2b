import { useTranslation } from 'react-i18next';
import type { ProjectTool } from '@common/tools';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { toast } from '../../components/ui/use-toast';
import { useDeleteTool } from './api/delete-tool';
import { errorMessage } from './error-message';

/** Names the tool and the agents that lose it. */
export function DeleteToolDialog({ projectId, tool, onClose }: { projectId: string; tool: ProjectTool; onClose: () => void }) {
  const { t } = useTranslation('tools');
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
    <ConfirmDeleteDialog
      testId="delete-tool-dialog"
      title={t('delete.title')}
      description={
        <>
          <span>{t('delete.confirm', { name: tool.name })}</span>
          {tool.agentCount > 0 && <span>{t('delete.agents', { count: tool.agentCount })}</span>}
        </>
      }
      actionLabel={t('delete.action')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
