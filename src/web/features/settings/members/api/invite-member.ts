import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInvitationBody, CreatedInvitation } from '@common/members';
import { api } from '../../../../lib/api';
import { membersQuery } from './get-members';

export const inviteMember = (projectId: string, body: CreateInvitationBody) =>
  api.post<CreatedInvitation>(`/api/projects/${projectId}/invitations`, body);

export function useInviteMember(projectId: string, options: { onSuccess?: (created: CreatedInvitation) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitationBody) => inviteMember(projectId, body),
    onError: options.onError,
    onSuccess: async (created) => {
      await queryClient.invalidateQueries(membersQuery(projectId));
      options.onSuccess?.(created);
    },
  });
}
