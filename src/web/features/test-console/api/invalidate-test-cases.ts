import type { QueryClient } from '@tanstack/react-query';
import { testCasesQuery } from './get-test-cases';
import { testStatsQuery } from './get-test-stats';

/** Every change to a case moves the stats too. */
export function invalidateTestCases(queryClient: QueryClient, agentId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: testCasesQuery(agentId).queryKey }),
    queryClient.invalidateQueries({ queryKey: testStatsQuery(agentId).queryKey }),
  ]);
}
