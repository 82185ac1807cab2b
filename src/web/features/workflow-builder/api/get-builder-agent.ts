import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Agent } from '@common/agents';
import { api } from '../../../lib/api';

export const getBuilderAgent = (agentId: string) => api.get<Agent>(`/api/agents/${encodeURIComponent(agentId)}`);

/** The agent the workflow belongs to (the same key as the agents page's agent query, so they share the cache). */
export const builderAgentQuery = (agentId: string) => queryOptions({ queryKey: ['/api/agents', agentId], queryFn: () => getBuilderAgent(agentId) });

export function useBuilderAgent(agentId: string) {
  return useQuery(builderAgentQuery(agentId));
}
