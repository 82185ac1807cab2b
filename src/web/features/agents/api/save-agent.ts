import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Agent, AgentInput } from '@common/agents';
import { api } from '../../../lib/api';
import { invalidateAgent } from './invalidate-agent';

export const createAgent = (projectId: string, input: AgentInput) => api.post<Agent>(`/api/projects/${projectId}/agents`, input);

export const updateAgent = (agentId: string, input: AgentInput) => api.put<Agent>(`/api/agents/${agentId}`, input);

/** Creates when agentId is null, otherwise updates the full form. */
export function useSaveAgent(projectId: string | null, agentId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AgentInput) => {
      if (!projectId) throw new Error('Project ID is required');
      return agentId ? updateAgent(agentId, input) : createAgent(projectId, input);
    },
    onSuccess: (saved) => invalidateAgent(queryClient, saved.projectId, saved.id),
  });
}
