import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodes } from '@common/account';
import { api } from '../../../../lib/api';
import { twoFactorQuery } from './get-two-factor';

/** New recovery codes (the old ones stop working); the password confirms it is you. */
export const regenerateRecoveryCodes = (password: string) => api.post<RecoveryCodes>('/api/auth/2fa/recovery-codes', { password });

export function useRegenerateRecoveryCodes(options: { onSuccess?: (codes: RecoveryCodes) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: async (codes) => {
      await queryClient.invalidateQueries(twoFactorQuery());
      options.onSuccess?.(codes);
    },
  });
}
