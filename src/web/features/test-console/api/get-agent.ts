import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Agent } from '@common/agents';
import { api } from '../../../lib/api';

export const getAgent = (agentId: string) => api.get<Agent>(`/api/agents/${agentId}`);

export const agentQuery = (agentId: string) => queryOptions({ queryKey: ['/api/agents', agentId], queryFn: () => getAgent(agentId) });

export function useAgent(agentId: string) {
  return useQuery(agentQuery(agentId));
}
