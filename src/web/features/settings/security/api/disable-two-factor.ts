import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { twoFactorQuery } from './get-two-factor';

export const disableTwoFactor = (password: string) => api.post<void>('/api/auth/2fa/disable', { password });

export function useDisableTwoFactor(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async () => {
      await queryClient.invalidateQueries(twoFactorQuery());
      options.onSuccess?.();
    },
  });
}
