import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CuratedAnswer, CuratedAnswerBody } from '@common/curated-answers';
import { api } from '../api';
import { curatedAnswersKey } from './get-curated-answers';

export interface SaveCuratedAnswerInput {
  /** null creates a pair */
  pairId: string | null;
  body: CuratedAnswerBody;
  /** also save the question with this answer as a test case of the agent */
  testCaseName: string | null;
}

export const createCuratedAnswer = (agentId: string, body: CuratedAnswerBody) =>
  api.post<CuratedAnswer>(`/api/agents/${encodeURIComponent(agentId)}/curated-answers`, body);
export const updateCuratedAnswer = (pairId: string, body: CuratedAnswerBody) => api.put<CuratedAnswer>(`/api/curated-answers/${encodeURIComponent(pairId)}`, body);
const createTestCase = (agentId: string, body: { name: string; input: string; expectedOutput: string }) =>
  api.post<unknown>(`/api/agents/${encodeURIComponent(agentId)}/test-cases`, body);

/**
 * Saves a pair, then (when asked) the test case that keeps it honest. The pair is saved first: a
 * failing test case leaves the pair in place and says so (`testCaseError`).
 */
export function useSaveCuratedAnswer(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ pairId, body, testCaseName }: SaveCuratedAnswerInput) => {
      const pair = pairId ? await updateCuratedAnswer(pairId, body) : await createCuratedAnswer(agentId, body);
      if (!testCaseName) return { pair, testCaseError: null };
      try {
        await createTestCase(agentId, { name: testCaseName, input: pair.question, expectedOutput: pair.answer });
        return { pair, testCaseError: null };
      } catch (error) {
        return { pair, testCaseError: error instanceof Error ? error : new Error(String(error)) };
      }
    },
    onSuccess: async ({ testCaseError }, { testCaseName }) => {
      await queryClient.invalidateQueries({ queryKey: curatedAnswersKey(agentId) });
      if (testCaseName && !testCaseError) await queryClient.invalidateQueries({ queryKey: ['/api/agents', agentId, 'test-cases'] });
    },
  });
}
