import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateFactBody, VisitorFact } from '@common/visitor-memory';
import { api } from '../../../../lib/api';
import { visitorMemoryQuery, visitorMemoryUrl } from './get-visitor-memory';

export const updateVisitorFact = (projectId: string, visitorId: string, factId: string, body: UpdateFactBody) =>
  api.patch<VisitorFact>(`${visitorMemoryUrl(projectId, visitorId)}/${factId}`, body);

export function useUpdateVisitorFact(projectId: string, visitorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ factId, body }: { factId: string; body: UpdateFactBody }) => updateVisitorFact(projectId, visitorId, factId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitorMemoryQuery(projectId, visitorId).queryKey }),
  });
}
