import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, SetTierBody } from '@common/admin';
import { api } from '../../../lib/api';
import { adminUsersQuery } from './get-admin-users';

export const setUserTier = ({ userId, ...body }: SetTierBody & { userId: string }) =>
  api.put<AdminUser>(`/api/admin/users/${userId}/tier`, body);

export function useSetUserTier(options: { onSuccess?: (user: AdminUser) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserTier,
    onError: options.onError,
    onSuccess: async (user) => {
      await queryClient.invalidateQueries(adminUsersQuery());
      options.onSuccess?.(user);
    },
  });
}
