import { useTranslation } from 'react-i18next';
import type { AgentListItem } from '@common/agents';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';

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
  if (!agent) return null;
  return (
    <ConfirmDeleteDialog
      testId="delete-agent-dialog"
      title={t('delete.title')}
      description={t('delete.confirm', { name: agent.name })}
      actionLabel={t('delete.action')}
      pending={pending}
      onConfirm={() => onConfirm(agent)}
      onClose={onCancel}
    />
  );
}
