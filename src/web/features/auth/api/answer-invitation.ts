import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const acceptInvitation = (token: string) => api.post<{ projectId: string }>('/api/invitations/accept', { token });
export const declineInvitation = (token: string) => api.post<void>('/api/invitations/decline', { token });

export function useAcceptInvitation(options: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: acceptInvitation, onSuccess: options.onSuccess });
}

export function useDeclineInvitation(options: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: declineInvitation, onSuccess: options.onSuccess });
}
