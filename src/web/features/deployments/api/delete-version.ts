import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { projectAgentsQuery } from '../../../lib/queries/get-project-agents';
import { versionsQuery } from './get-versions';

export const deleteVersion = (versionId: string) => api.delete<void>(`/api/agent-versions/${versionId}`);

export function useDeleteVersion(agentId: string, projectId: string, options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVersion,
    onError: options.onError,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries(versionsQuery(agentId)),
        queryClient.invalidateQueries(projectAgentsQuery(projectId)),
      ]);
      options.onSuccess?.();
    },
  });
}
