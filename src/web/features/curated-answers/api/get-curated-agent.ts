import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Agent } from '@common/agents';
import { api } from '../../../lib/api';

export const getCuratedAgent = (agentId: string) => api.get<Agent>(`/api/agents/${encodeURIComponent(agentId)}`);

/** The agent the pairs belong to (the same key as the agents page's agent query, so they share the cache). */
export const curatedAgentQuery = (agentId: string) => queryOptions({ queryKey: ['/api/agents', agentId], queryFn: () => getCuratedAgent(agentId) });

export function useCuratedAgent(agentId: string) {
  return useQuery(curatedAgentQuery(agentId));
}
