import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionView } from '@common/account';
import { api } from '../../../../lib/api';

export const getSessions = () => api.get<SessionView[]>('/api/auth/sessions');

export const sessionsQuery = () => queryOptions({ queryKey: ['/api/auth/sessions'], queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQuery());
}
