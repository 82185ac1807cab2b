import { useMutation } from '@tanstack/react-query';
import type { AiTuneUpResult } from '@common/testing';
import { api } from '../../../lib/api';

export const aiTuneUp = (agentId: string, currentPrompt: string) =>
  api.post<AiTuneUpResult>(`/api/agents/${agentId}/ai-tune-up`, { currentPrompt });

export function useAiTuneUp(agentId: string | null) {
  return useMutation({
    mutationFn: (currentPrompt: string) => {
      if (!agentId) throw new Error('Agent ID is required for AI tune up');
      return aiTuneUp(agentId, currentPrompt);
    },
  });
}
