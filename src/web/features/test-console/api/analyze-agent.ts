import { useMutation } from '@tanstack/react-query';
import type { AiAnalysis } from '@common/testing';
import { api } from '../../../lib/api';

/** customPrompt analyses an edited, unsaved prompt instead of the saved one. */
export const analyzeAgent = (agentId: string, customPrompt?: string) =>
  api.post<AiAnalysis>(`/api/agents/${agentId}/ai-analyze`, customPrompt === undefined ? {} : { customPrompt });

export function useAnalyzeAgent(
  agentId: string,
  options: { onSuccess?: (analysis: AiAnalysis) => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({ mutationFn: (customPrompt?: string) => analyzeAgent(agentId, customPrompt), ...options });
}
