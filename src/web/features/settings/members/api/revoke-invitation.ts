import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { membersQuery } from './get-members';

export const revokeInvitation = (projectId: string, invitationId: string) =>
  api.delete<void>(`/api/projects/${projectId}/invitations/${invitationId}`);

export function useRevokeInvitation(projectId: string, options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => revokeInvitation(projectId, invitationId),
    onError: options.onError,
    onSuccess: () => queryClient.invalidateQueries(membersQuery(projectId)),
  });
}
