import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentVersion } from '@common/versions';
import { api } from '../../../lib/api';
import { versionsQuery } from './get-versions';

export type VersionChange = { versionId: string; field: 'isPublic'; value: boolean } | { versionId: string; field: 'isActive'; value: boolean };

export function updateVersion(change: VersionChange): Promise<AgentVersion> {
  if (change.field === 'isPublic') return api.patch<AgentVersion>(`/api/agent-versions/${change.versionId}/visibility`, { isPublic: change.value });
  return api.patch<AgentVersion>(`/api/agent-versions/${change.versionId}/active`, { isActive: change.value });
}

/** Visibility and active toggles; activating one version deactivates the others, so the list is reloaded. */
export function useUpdateVersion(
  agentId: string,
  options: { onSuccess?: (updated: AgentVersion, change: VersionChange) => void; onError?: (error: Error, change: VersionChange) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVersion,
    onError: options.onError,
    onSuccess: (updated, change) => {
      // one active version per agent: the others are shown inactive at once, before the list reloads
      queryClient.setQueryData(versionsQuery(agentId).queryKey, (list) =>
        list?.map((v) => (v.id === updated.id ? updated : updated.isActive && v.isActive ? { ...v, isActive: false } : v)),
      );
      options.onSuccess?.(updated, change);
    },
    onSettled: () => queryClient.invalidateQueries(versionsQuery(agentId)),
  });
}
