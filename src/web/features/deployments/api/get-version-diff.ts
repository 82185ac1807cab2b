import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VersionDiff } from '@common/version-diff';
import { api } from '../../../lib/api';

export const getVersionDiff = (agentId: string, from: string, to: string) =>
  api.get<VersionDiff>(`/api/agents/${agentId}/versions/diff?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);

/** from/to are version ids or "draft"; the draft changes as the agent is edited, so it is never kept long. */
export const versionDiffQuery = (agentId: string, from: string, to: string) =>
  queryOptions({ queryKey: ['/api/agents', agentId, 'versions', 'diff', from, to], queryFn: () => getVersionDiff(agentId, from, to), staleTime: 0 });

export function useVersionDiff(agentId: string, from: string | null, to: string | null) {
  return useQuery({ ...versionDiffQuery(agentId, from ?? '', to ?? ''), enabled: Boolean(from && to) && from !== to });
}
