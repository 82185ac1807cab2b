import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentVersion } from '@common/versions';
import { api } from '../../../../lib/api';

export const getVersions = (agentId: string) => api.get<AgentVersion[]>(`/api/agents/${encodeURIComponent(agentId)}/versions`);

/** Newest first, as the server sends them; the Deployments page uses the same key. */
export const versionsQuery = (agentId: string) =>
  queryOptions({ queryKey: ['/api/agents', agentId, 'versions'], queryFn: () => getVersions(agentId) });

export function useVersions(agentId: string) {
  return useQuery(versionsQuery(agentId));
}
