import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthSession, AuthStatus } from '@common/auth';
import { api } from '../../../lib/api';

/** null while signed out (the server's { authenticated: false }); throws on any failure. */
export async function getAuthStatus(): Promise<AuthStatus | null> {
  const session = await api.get<AuthSession>('/api/auth/status');
  return session.authenticated ? { status: session.status, user: session.user } : null;
}

export const authStatusQuery = () => queryOptions({ queryKey: ['/api/auth/status'], queryFn: getAuthStatus });

export function useAuthStatus() {
  return useQuery(authStatusQuery());
}
