import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedVisitor, VisitorDetail } from '@common/visitors';
import { api } from '../../../lib/api';
import { visitorsBaseKey } from './get-visitors';

/** Merges `otherId` into the visitor: the answer is the merged profile. */
export function useLinkVisitor(projectId: string, visitorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherId: string) => api.post<VisitorDetail>(`/api/projects/${projectId}/visitors/${visitorId}/link`, { visitorId: otherId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitorsBaseKey(projectId) }),
  });
}

export function useDeleteVisitor(projectId: string, visitorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<DeletedVisitor>(`/api/projects/${projectId}/visitors/${visitorId}`),
    onSuccess: () => queryClient.removeQueries({ queryKey: visitorsBaseKey(projectId) }),
  });
}
