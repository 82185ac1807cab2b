import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@common/admin';
import { api } from '../../../lib/api';
import { adminUsersQuery } from './get-admin-users';

export const setUserRole = ({ userId, role }: { userId: string; role: 'admin' | 'user' }) => api.put<AdminUser>(`/api/admin/users/${userId}/role`, { role });

export function useSetUserRole(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUserRole, onError: options.onError, onSuccess: () => queryClient.invalidateQueries(adminUsersQuery()) });
}
