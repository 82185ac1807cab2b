import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '@common/auth';
import { api } from '../../../lib/api';

export const getAuthProviders = () => api.get<AuthProviders>('/api/auth/providers');

export const authProvidersQuery = () => queryOptions({ queryKey: ['/api/auth/providers'], queryFn: getAuthProviders });

export function useAuthProviders() {
  return useQuery(authProvidersQuery());
}
