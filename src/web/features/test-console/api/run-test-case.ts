import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestCase } from '@common/testing';
import { api } from '../../../lib/api';
import { invalidateTestCases } from './invalidate-test-cases';

export const runTestCase = (id: string) => api.post<TestCase>(`/api/test-cases/${id}/run`);

export function useRunTestCase(agentId: string, options: { onSuccess?: (testCase: TestCase) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runTestCase,
    ...options,
    onSettled: () => invalidateTestCases(queryClient, agentId),
  });
}
