import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@common/account';
import { api } from '../../../../lib/api';
import { sessionsQuery } from './get-sessions';

export const changePassword = (body: ChangePasswordBody) => api.post<void>('/api/auth/password', body);

/** Other sessions are signed out by the server: the list reads again. */
export function useChangePassword(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async () => {
      await queryClient.invalidateQueries(sessionsQuery());
      options.onSuccess?.();
    },
  });
}
