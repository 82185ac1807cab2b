import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalDecision, ApprovalView } from '@common/approvals';
import { api } from '../../../lib/api';

// under the Inbox's key: the Inbox's live events refresh it with the list
export const pendingApprovalsQuery = (projectId: string) =>
  queryOptions({ queryKey: ['/api/projects', projectId, 'inbox', 'approvals'], queryFn: () => api.get<ApprovalView[]>(`/api/projects/${encodeURIComponent(projectId)}/approvals?status=pending`) });

export function usePendingApprovals(projectId: string) {
  return useQuery(pendingApprovalsQuery(projectId));
}

/** Approve (maybe with edited arguments) or reject; the list is read again either way (someone may have decided first). */
export function useDecideApproval(projectId: string, approvalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ApprovalDecision) => api.post<ApprovalView>(`/api/approvals/${encodeURIComponent(approvalId)}/decision`, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingApprovalsQuery(projectId).queryKey }),
  });
}
