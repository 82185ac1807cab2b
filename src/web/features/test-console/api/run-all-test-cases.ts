import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestCase } from '@common/testing';
import { api } from '../../../lib/api';
import { invalidateTestCases } from './invalidate-test-cases';

export const runAllTestCases = (agentId: string) => api.post<TestCase[]>(`/api/agents/${agentId}/test-cases/run-all`);

export function useRunAllTestCases(agentId: string, options: { onSuccess?: (cases: TestCase[]) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runAllTestCases(agentId),
    ...options,
    onSettled: () => invalidateTestCases(queryClient, agentId),
  });
}
