import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwoFactorStatus } from '@common/account';
import { api } from '../../../../lib/api';

export const getTwoFactor = () => api.get<TwoFactorStatus>('/api/auth/2fa');

export const twoFactorQuery = () => queryOptions({ queryKey: ['/api/auth/2fa'], queryFn: getTwoFactor });

export function useTwoFactor() {
  return useQuery(twoFactorQuery());
}
