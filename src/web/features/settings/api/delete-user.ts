import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminUsersQuery } from './get-admin-users';

export const deleteUser = (userId: string) => api.delete<void>(`/api/admin/users/${userId}`);

export function useDeleteUser(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onError: options.onError,
    onSuccess: async () => {
      await queryClient.invalidateQueries(adminUsersQuery());
      options.onSuccess?.();
    },
  });
}
