import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';

export const transferOwnership = (projectId: string, userId: string) => api.post<void>(`/api/projects/${projectId}/transfer`, { userId });

/** Ownership changes the signed-in user's role everywhere: every query reads again. */
export function useTransferOwnership(projectId: string, options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => transferOwnership(projectId, userId),
    onError: options.onError,
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      options.onSuccess?.();
    },
  });
}
