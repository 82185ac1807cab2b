import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentVersion } from '@common/versions';
import { api } from '../../../lib/api';
import { projectAgentsQuery } from '../../../lib/queries/get-project-agents';
import { versionsQuery } from './get-versions';

export const publishVersion = (agentId: string) => api.post<AgentVersion>(`/api/agents/${agentId}/publish`, { makeActive: true });

interface Options {
  onSuccess?: (version: AgentVersion) => void;
  onError?: (error: Error) => void;
}

/** Publishing also makes the agent active and changes its latest version label, so the agent list is refreshed too. */
export function usePublishVersion(agentId: string, projectId: string, options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishVersion(agentId),
    onError: options.onError,
    onSuccess: async (version) => {
      await Promise.all([
        queryClient.invalidateQueries(versionsQuery(agentId)),
        queryClient.invalidateQueries(projectAgentsQuery(projectId)),
      ]);
      options.onSuccess?.(version);
    },
  });
}
