import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { membersQuery } from './get-members';

/** Removes a member, or (with one's own id) leaves the project. */
export const removeMember = (projectId: string, userId: string) => api.delete<void>(`/api/projects/${projectId}/members/${userId}`);

export function useRemoveMember(projectId: string, options: { onSuccess?: (userId: string) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(projectId, userId),
    onError: options.onError,
    onSuccess: async (_done, userId) => {
      await queryClient.invalidateQueries(membersQuery(projectId));
      options.onSuccess?.(userId);
    },
  });
}
