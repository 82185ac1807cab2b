import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestStats } from '@common/testing';
import { api } from '../../../lib/api';

export const getTestStats = (agentId: string) => api.get<TestStats>(`/api/agents/${agentId}/test-stats`);

export const testStatsQuery = (agentId: string) =>
  queryOptions({ queryKey: ['/api/agents', agentId, 'test-stats'], queryFn: () => getTestStats(agentId) });

export function useTestStats(agentId: string) {
  return useQuery(testStatsQuery(agentId));
}
