import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Agent } from '@common/agents';
import { api } from '../../../lib/api';

export const getAgent = (agentId: string) => api.get<Agent>(`/api/agents/${agentId}`);

export const agentQuery = (agentId: string) => queryOptions({ queryKey: ['/api/agents', agentId], queryFn: () => getAgent(agentId) });

/** The edit form always loads the stored agent fresh, never from a list's copy. */
export function useAgentForEdit(agentId: string | null) {
  return useQuery({ ...agentQuery(agentId ?? ''), enabled: agentId !== null, refetchOnMount: 'always' });
}
