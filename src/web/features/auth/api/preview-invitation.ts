import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@common/members';
import { api } from '../../../lib/api';

// POST: the token stays out of URLs (and so out of server logs)
export const previewInvitation = (token: string) => api.post<InvitationPreview>('/api/invitations/preview', { token });

export const invitationPreviewQuery = (token: string) =>
  queryOptions({ queryKey: ['/api/invitations/preview', token], queryFn: () => previewInvitation(token), retry: false });

export function useInvitationPreview(token: string, enabled: boolean) {
  return useQuery({ ...invitationPreviewQuery(token), enabled });
}
