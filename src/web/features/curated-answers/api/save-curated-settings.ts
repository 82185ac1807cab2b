import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CuratedSettings } from '@common/curated-answers';
import { api } from '../../../lib/api';
import { curatedAnswersKey } from '../../../lib/curated-answers/get-curated-answers';

export const saveCuratedSettings = (agentId: string, settings: CuratedSettings) =>
  api.put<CuratedSettings>(`/api/agents/${encodeURIComponent(agentId)}/curated-answers/settings`, settings);

export function useSaveCuratedSettings(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: CuratedSettings) => saveCuratedSettings(agentId, settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: curatedAnswersKey(agentId) }),
  });
}
