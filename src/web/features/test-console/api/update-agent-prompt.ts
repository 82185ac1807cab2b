import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Agent } from '@common/agents';
import { api } from '../../../lib/api';
import { projectAgentsQuery } from '../../../lib/queries/get-project-agents';
import { agentQuery } from './get-agent';

export const updateAgentPrompt = (agentId: string, systemPrompt: string) => api.put<Agent>(`/api/agents/${agentId}`, { systemPrompt });

/** PUT { systemPrompt } only; the saved agent replaces the cached one and the project list refreshes. */
export function useUpdateAgentPrompt(agentId: string, options: { onSuccess?: (agent: Agent) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (systemPrompt: string) => updateAgentPrompt(agentId, systemPrompt),
    ...options,
    onSuccess: (agent) => {
      queryClient.setQueryData(agentQuery(agentId).queryKey, agent);
      void queryClient.invalidateQueries({ queryKey: projectAgentsQuery(agent.projectId).queryKey });
      options.onSuccess?.(agent);
    },
  });
}
