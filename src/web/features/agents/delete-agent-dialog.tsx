import { useTranslation } from 'react-i18next';
import type { AgentListItem } from '@common/agents';
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

export function DeleteAgentDialog({
  agent,
  pending,
  onConfirm,
  onCancel,
}: {
  agent: AgentListItem | null;
  pending: boolean;
  onConfirm: (agent: AgentListItem) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('agents');
  const { t: tc } = useTranslation();
  return (
    <AlertDialog open={agent !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <AlertDialogContent data-testid="delete-agent-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('delete.title')}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">{t('delete.confirm', { name: agent?.name ?? '' })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{tc('cancel')}</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={pending}
            data-testid="confirm-delete-agent"
            onClick={(e) => {
              e.preventDefault();
              if (agent) onConfirm(agent);
            }}
          >
            {t('delete.action')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
