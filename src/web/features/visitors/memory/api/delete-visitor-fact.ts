import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { visitorMemoryQuery, visitorMemoryUrl } from './get-visitor-memory';

export const deleteVisitorFact = (projectId: string, visitorId: string, factId: string) => api.delete<void>(`${visitorMemoryUrl(projectId, visitorId)}/${factId}`);

export function useDeleteVisitorFact(projectId: string, visitorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (factId: string) => deleteVisitorFact(projectId, visitorId, factId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitorMemoryQuery(projectId, visitorId).queryKey }),
  });
}
