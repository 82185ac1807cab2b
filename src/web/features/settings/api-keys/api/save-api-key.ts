import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderKeyStatus, SaveProviderKeyBody } from '@common/provider-keys';
import { api } from '../../../../lib/api';
import { setKeyStatus } from './set-key-status';

export const saveApiKey = (projectId: string, body: SaveProviderKeyBody) => api.post<ProviderKeyStatus>(`/api/projects/${projectId}/api-keys`, body);

export function useSaveApiKey(projectId: string, options: { onSuccess?: (status: ProviderKeyStatus) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveProviderKeyBody) => saveApiKey(projectId, body),
    ...options,
    onSuccess: (status) => {
      setKeyStatus(queryClient, projectId, status);
      options.onSuccess?.(status);
    },
  });
}
