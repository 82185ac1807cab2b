import { useMutation } from '@tanstack/react-query';
import type { PublicUser } from '@common/auth';
import { api } from '../../../lib/api';

/** 14 days of Premium, once per user (the server refuses a second trial with 409). */
export const startPremiumTrial = () => api.post<PublicUser>('/api/billing/trial');

export function useStartPremiumTrial(options: { onSuccess?: (user: PublicUser) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: startPremiumTrial, ...options });
}
