import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Agent } from '@common/agents';
import { api } from '../../../lib/api';

/** The agent (the same key as the agents page's agent query, so they share the cache). */
const agentQuery = (agentId: string) => queryOptions({ queryKey: ['/api/agents', agentId], queryFn: () => api.get<Agent>(`/api/agents/${encodeURIComponent(agentId)}`) });

export function useAgentTraceTexts(agentId: string) {
  return useQuery({ ...agentQuery(agentId), select: (agent) => agent.traceTexts });
}

/** Whether exported traces carry the visitor's question and the answer (PII-masked). */
export function useSetAgentTraceTexts(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (traceTexts: boolean) => api.patch<Agent>(`/api/agents/${encodeURIComponent(agentId)}`, { traceTexts }),
    onSuccess: (agent) => queryClient.setQueryData(agentQuery(agentId).queryKey, agent),
  });
}
