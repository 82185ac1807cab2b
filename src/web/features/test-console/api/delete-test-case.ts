import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateTestCases } from './invalidate-test-cases';

export const deleteTestCase = (id: string) => api.delete<void>(`/api/test-cases/${id}`);

export function useDeleteTestCase(agentId: string, options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestCase,
    ...options,
    onSuccess: () => {
      void invalidateTestCases(queryClient, agentId);
      options.onSuccess?.();
    },
  });
}
