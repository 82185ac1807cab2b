import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { curatedAnswersKey } from '../../../lib/curated-answers/get-curated-answers';

export const deleteCuratedAnswer = (pairId: string) => api.delete<void>(`/api/curated-answers/${encodeURIComponent(pairId)}`);

export function useDeleteCuratedAnswer(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCuratedAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: curatedAnswersKey(agentId) }),
  });
}
