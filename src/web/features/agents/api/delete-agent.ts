import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { agentQuery } from './get-agent';
import { invalidateAgent } from './invalidate-agent';

export const deleteAgent = (agentId: string) => api.delete<void>(`/api/agents/${agentId}`);

export function useDeleteAgent(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgent,
    onSuccess: async (_data, agentId) => {
      queryClient.removeQueries({ queryKey: agentQuery(agentId).queryKey });
      await invalidateAgent(queryClient, projectId);
    },
  });
}
