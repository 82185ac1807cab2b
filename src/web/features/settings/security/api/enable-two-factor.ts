import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodes } from '@common/account';
import { api } from '../../../../lib/api';
import { twoFactorQuery } from './get-two-factor';

export const enableTwoFactor = (code: string) => api.post<RecoveryCodes>('/api/auth/2fa/enable', { code });

export function useEnableTwoFactor(options: { onSuccess?: (codes: RecoveryCodes) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: async (codes) => {
      await queryClient.invalidateQueries(twoFactorQuery());
      options.onSuccess?.(codes);
    },
  });
}
