import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@common/admin';
import { api } from '../../../lib/api';
import { adminUsersQuery } from './get-admin-users';

/** Disabling signs the account out everywhere and refuses its sign-ins; enabling lets it in again. */
export const setUserAccess = ({ userId, enabled }: { userId: string; enabled: boolean }) =>
  api.post<AdminUser>(`/api/admin/users/${userId}/${enabled ? 'enable' : 'disable'}`);

export function useSetUserAccess(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUserAccess, onError: options.onError, onSuccess: () => queryClient.invalidateQueries(adminUsersQuery()) });
}
