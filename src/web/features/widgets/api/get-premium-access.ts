import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthStatus } from '@common/auth';
import { ApiError, api } from '../../../lib/api';
import { effectiveTier } from '../../../lib/subscription';

async function getAuthStatus(): Promise<AuthStatus | null> {
  try {
    return await api.get<AuthStatus>('/api/auth/status');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** Shares the app's auth-status cache entry (same key and answer), so it costs no request. */
const authStatusQuery = () => queryOptions({ queryKey: ['/api/auth/status'], queryFn: getAuthStatus });

/** Widget customisation is a Premium feature (SPEC section 6); admins have it too, as on the server. */
export function usePremiumAccess(): boolean {
  const user = useQuery(authStatusQuery()).data?.user;
  return Boolean(user && (user.role === 'admin' || effectiveTier(user) === 'premium'));
}
