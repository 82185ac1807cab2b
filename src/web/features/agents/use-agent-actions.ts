import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentListItem } from '@common/agents';
import { ERROR_CODES } from '@common/error-codes';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { useDeleteAgent } from './api/delete-agent';
import { useDuplicateAgent } from './api/duplicate-agent';

/** Duplicate and delete with their toasts; a plan limit on duplicate opens the premium gate. */
export function useAgentActions(projectId: string) {
  const { t } = useTranslation('agents');
  const [deleting, setDeleting] = useState<AgentListItem | null>(null);
  const [gateOpen, setGateOpen] = useState(false);
  const remove = useDeleteAgent(projectId);
  const duplicate = useDuplicateAgent(projectId);

  const duplicateAgent = (agent: AgentListItem) =>
    duplicate.mutate(agent.id, {
      onSuccess: (copy) => toast({ title: t('toasts.duplicated'), description: t('toasts.duplicatedBody', { name: copy.name }) }),
      onError: (error) => {
        if (error instanceof ApiError && error.code === ERROR_CODES.premiumRequired) setGateOpen(true);
        else toast({ variant: 'destructive', title: t('toasts.error'), description: t('toasts.duplicateFailed') });
      },
    });

  const confirmDelete = (agent: AgentListItem) =>
    remove.mutate(agent.id, {
      onSuccess: () => toast({ title: t('toasts.deleted'), description: t('toasts.deletedBody', { name: agent.name }) }),
      onError: () => toast({ variant: 'destructive', title: t('toasts.error'), description: t('toasts.deleteFailed') }),
      onSettled: () => setDeleting(null),
    });

  return {
    duplicateAgent,
    duplicating: duplicate.isPending ? duplicate.variables : null,
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    deletePending: remove.isPending,
    gateOpen,
    openGate: () => setGateOpen(true),
    closeGate: () => setGateOpen(false),
  };
}
