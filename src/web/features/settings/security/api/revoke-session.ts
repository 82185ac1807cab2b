import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { sessionsQuery } from './get-sessions';

export const revokeSession = (id: string) => api.delete<void>(`/api/auth/sessions/${id}`);
export const revokeOtherSessions = () => api.post<{ signedOut: number }>('/api/auth/sessions/revoke-others');

export function useRevokeSession(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeSession, onError: options.onError, onSuccess: () => queryClient.invalidateQueries(sessionsQuery()) });
}

export function useRevokeOtherSessions(options: { onSuccess?: (result: { signedOut: number }) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onError: options.onError,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries(sessionsQuery());
      options.onSuccess?.(result);
    },
  });
}
