import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentVersion } from '@common/versions';
import { api } from '../../../lib/api';

/** The agent's published versions, newest first (the same cache entry as the Deployments screen's). */
export const agentVersionsQuery = (agentId: string) =>
  queryOptions({ queryKey: ['/api/agents', agentId, 'versions'], queryFn: () => api.get<AgentVersion[]>(`/api/agents/${agentId}/versions`) });

export function useAgentVersions(agentId: string) {
  return useQuery(agentVersionsQuery(agentId));
}
