import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirmBody } from '@common/account';
import { api } from '../../../lib/api';

export const requestPasswordReset = (email: string) => api.post<{ message: string }>('/api/auth/password-reset', { email });
export const confirmPasswordReset = (body: PasswordResetConfirmBody) => api.post<void>('/api/auth/password-reset/confirm', body);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
