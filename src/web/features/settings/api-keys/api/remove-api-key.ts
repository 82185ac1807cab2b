import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderKeyId, ProviderKeyStatus } from '@common/provider-keys';
import { api } from '../../../../lib/api';
import { setKeyStatus } from './set-key-status';

export const removeApiKey = (projectId: string, provider: ProviderKeyId) =>
  api.delete<ProviderKeyStatus>(`/api/projects/${projectId}/api-keys/${provider}`);

export function useRemoveApiKey(projectId: string, options: { onSuccess?: (status: ProviderKeyStatus) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: ProviderKeyId) => removeApiKey(projectId, provider),
    ...options,
    onSuccess: (status) => {
      setKeyStatus(queryClient, projectId, status);
      options.onSuccess?.(status);
    },
  });
}
