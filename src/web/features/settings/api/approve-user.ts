import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@common/admin';
import { api } from '../../../lib/api';
import { adminUsersQuery } from './get-admin-users';

export const approveUser = (userId: string) => api.post<AdminUser>(`/api/admin/users/${userId}/approve`);

export function useApproveUser(options: { onSuccess?: (user: AdminUser) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUser,
    onError: options.onError,
    onSuccess: async (user) => {
      await queryClient.invalidateQueries(adminUsersQuery());
      options.onSuccess?.(user);
    },
  });
}
