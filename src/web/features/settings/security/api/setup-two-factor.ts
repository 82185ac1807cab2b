import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetup } from '@common/account';
import { api } from '../../../../lib/api';

/** A new secret, waiting for its first code. */
export const setupTwoFactor = () => api.post<TwoFactorSetup>('/api/auth/2fa/setup');

export function useSetupTwoFactor(options: { onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: setupTwoFactor, onError: options.onError });
}
