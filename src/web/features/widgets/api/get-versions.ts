import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentVersion } from '@common/versions';
import { api } from '../../../lib/api';

export const getVersions = (agentId: string) => api.get<AgentVersion[]>(`/api/agents/${agentId}/versions`);

/** The same key as the Deployments versions list, so publishing there refreshes the designer too. */
export const versionsQuery = (agentId: string) =>
  queryOptions({ queryKey: ['/api/agents', agentId, 'versions'], queryFn: () => getVersions(agentId) });

/** The version the template talks to: the active one (production channels serve it). */
export function useActiveVersion(agentId: string) {
  const query = useQuery(versionsQuery(agentId));
  return { ...query, activeVersion: query.data?.find((v) => v.isActive) ?? null };
}
