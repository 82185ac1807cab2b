import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { VisitorBudgets } from '@common/budgets';
import { visitorBudgetsQuery } from './get-visitor-budgets';

export const saveVisitorBudgets = (agentId: string, body: VisitorBudgets) => api.put<VisitorBudgets>(`/api/agents/${agentId}/visitor-budgets`, body);

export function useSaveVisitorBudgets(agentId: string, options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VisitorBudgets) => saveVisitorBudgets(agentId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(visitorBudgetsQuery(agentId).queryKey, saved);
      options.onSuccess?.();
    },
  });
}
