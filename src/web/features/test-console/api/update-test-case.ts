import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TestCase, updateTestCaseBody } from '@common/testing';
import { api } from '../../../lib/api';
import { invalidateTestCases } from './invalidate-test-cases';

export type UpdateTestCaseBody = z.input<typeof updateTestCaseBody>;

export const updateTestCase = (id: string, body: UpdateTestCaseBody) => api.put<TestCase>(`/api/test-cases/${id}`, body);

export function useUpdateTestCase(agentId: string, options: { onSuccess?: (testCase: TestCase) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTestCaseBody }) => updateTestCase(id, body),
    ...options,
    onSuccess: (testCase) => {
      void invalidateTestCases(queryClient, agentId);
      options.onSuccess?.(testCase);
    },
  });
}
