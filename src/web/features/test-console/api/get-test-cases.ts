import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestCase } from '@common/testing';
import { api } from '../../../lib/api';

export const getTestCases = (agentId: string) => api.get<TestCase[]>(`/api/agents/${agentId}/test-cases`);

export const testCasesQuery = (agentId: string) =>
  queryOptions({ queryKey: ['/api/agents', agentId, 'test-cases'], queryFn: () => getTestCases(agentId) });

export function useTestCases(agentId: string) {
  return useQuery(testCasesQuery(agentId));
}
