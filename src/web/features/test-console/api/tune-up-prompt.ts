import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { aiTuneUpBody, AiTuneUpResult } from '@common/testing';
import { api } from '../../../lib/api';

export type TuneUpBody = z.input<typeof aiTuneUpBody>;

export const tuneUpPrompt = (agentId: string, body: TuneUpBody) => api.post<AiTuneUpResult>(`/api/agents/${agentId}/ai-tune-up`, body);

export function useTuneUpPrompt(
  agentId: string,
  options: { onSuccess?: (result: AiTuneUpResult) => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({ mutationFn: (body: TuneUpBody) => tuneUpPrompt(agentId, body), ...options });
}
