import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createTestCaseBody, TestCase } from '@common/testing';
import { api } from '../../../lib/api';
import { invalidateTestCases } from './invalidate-test-cases';

export type CreateTestCaseBody = z.input<typeof createTestCaseBody>;

export const createTestCase = (agentId: string, body: CreateTestCaseBody) => api.post<TestCase>(`/api/agents/${agentId}/test-cases`, body);

export function useCreateTestCase(agentId: string, options: { onSuccess?: (testCase: TestCase) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTestCaseBody) => createTestCase(agentId, body),
    ...options,
    onSuccess: (testCase) => {
      void invalidateTestCases(queryClient, agentId);
      options.onSuccess?.(testCase);
    },
  });
}
