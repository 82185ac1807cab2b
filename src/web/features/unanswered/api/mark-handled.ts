import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { unansweredKey } from '../../../lib/unanswered/get-unanswered';

export const markHandled = (groupId: string) => api.post<void>(`/api/unanswered/${encodeURIComponent(groupId)}/handled`);

export function useMarkHandled(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markHandled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unansweredKey(agentId) }),
  });
}
