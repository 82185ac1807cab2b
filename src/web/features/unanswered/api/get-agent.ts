import { useQuery } from '@tanstack/react-query';
import type { Agent } from '@common/agents';
import { api } from '../../../lib/api';

/** The agent the questions were asked of (the same key as the agents page's agent query, so they share the cache). */
export function useUnansweredAgent(agentId: string) {
  return useQuery({ queryKey: ['/api/agents', agentId], queryFn: () => api.get<Agent>(`/api/agents/${encodeURIComponent(agentId)}`) });
}
