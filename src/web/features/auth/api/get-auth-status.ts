import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthStatus } from '@common/auth';
import { ApiError, api } from '../../../lib/api';

/** null while signed out (401); throws on any other failure. */
export async function getAuthStatus(): Promise<AuthStatus | null> {
  try {
    return await api.get<AuthStatus>('/api/auth/status');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const authStatusQuery = () => queryOptions({ queryKey: ['/api/auth/status'], queryFn: getAuthStatus });

export function useAuthStatus() {
  return useQuery(authStatusQuery());
}
