import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectRole } from '@common/members';
import { api } from '../../../../lib/api';
import { membersQuery } from './get-members';

export const changeMemberRole = (projectId: string, userId: string, role: ProjectRole) =>
  api.patch<void>(`/api/projects/${projectId}/members/${userId}`, { role });

export function useChangeMemberRole(projectId: string, options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: ProjectRole }) => changeMemberRole(projectId, userId, role),
    onError: options.onError,
    onSuccess: async () => {
      await queryClient.invalidateQueries(membersQuery(projectId));
      options.onSuccess?.();
    },
  });
}
