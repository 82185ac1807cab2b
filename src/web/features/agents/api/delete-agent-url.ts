import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Agent } from '@common/agents';
import { apiRequest } from '../../../lib/api';
import { agentQuery } from './get-agent';

export const deleteAgentUrl = (agentId: string, url: string) => apiRequest<Agent>('DELETE', `/api/agents/${agentId}/urls`, { url });

export function useDeleteAgentUrl(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => deleteAgentUrl(agentId, url),
    onSuccess: (agent) => queryClient.setQueryData(agentQuery(agentId).queryKey, agent),
  });
}
