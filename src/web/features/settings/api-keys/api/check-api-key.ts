import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { checkKeyResult, ProviderKeyId } from '@common/provider-keys';
import { api } from '../../../../lib/api';
import { setKeyStatus } from './set-key-status';

export type CheckKeyResult = z.infer<typeof checkKeyResult>;

/** 'Check key' makes a minimal real call to the provider. */
export const checkApiKey = (projectId: string, provider: ProviderKeyId) =>
  api.post<CheckKeyResult>(`/api/projects/${projectId}/api-keys/${provider}/check`);

export function useCheckApiKey(projectId: string, options: { onSuccess?: (result: CheckKeyResult) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: ProviderKeyId) => checkApiKey(projectId, provider),
    ...options,
    onSuccess: (result) => {
      setKeyStatus(queryClient, projectId, result.status);
      options.onSuccess?.(result);
    },
  });
}
