import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestCase } from '@common/testing';
import { api } from '../../../lib/api';
import { invalidateTestCases } from './invalidate-test-cases';

/** versionId: run against that published version; without it, against the draft. */
export const runAllTestCases = (agentId: string, versionId?: string) =>
  api.post<TestCase[]>(`/api/agents/${agentId}/test-cases/run-all`, versionId ? { versionId } : {});

export function useRunAllTestCases(agentId: string, options: { onSuccess?: (cases: TestCase[]) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ versionId }: { versionId?: string }) => runAllTestCases(agentId, versionId),
    ...options,
    onSettled: () => invalidateTestCases(queryClient, agentId),
  });
}
