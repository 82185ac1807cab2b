import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { platformKeysQuery } from './get-platform-keys';

export const revokePlatformKey = (projectId: string, keyId: string) => api.delete<void>(`/api/projects/${projectId}/platform-keys/${keyId}`);

export function useRevokePlatformKey(projectId: string, options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => revokePlatformKey(projectId, keyId),
    onError: options.onError,
    onSuccess: async () => {
      await queryClient.invalidateQueries(platformKeysQuery(projectId));
      options.onSuccess?.();
    },
  });
}
