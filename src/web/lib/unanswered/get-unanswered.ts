import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnansweredList, UnansweredPeriod, UnansweredSummary } from '@common/unanswered';
import { api } from '../api';

/** the prefix of every list of one agent's unanswered questions */
export const unansweredKey = (agentId: string) => ['/api/agents', agentId, 'unanswered'] as const;

export const unansweredQuery = (agentId: string, period: UnansweredPeriod) =>
  queryOptions({
    queryKey: [...unansweredKey(agentId), period],
    queryFn: () => api.get<UnansweredList>(`/api/agents/${encodeURIComponent(agentId)}/unanswered?period=${period}`),
  });

/** `pollMs`: while the server re-checks rows (a pair was just saved), the list is read again this often. */
export function useUnanswered(agentId: string, period: UnansweredPeriod, pollMs: number | false = false) {
  return useQuery({ ...unansweredQuery(agentId, period), refetchInterval: pollMs });
}

export const unansweredSummaryQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['/api/projects', projectId, 'unanswered-summary'],
    queryFn: () => api.get<UnansweredSummary>(`/api/projects/${encodeURIComponent(projectId)}/unanswered-summary`),
  });

export function useUnansweredSummary(projectId: string) {
  return useQuery(unansweredSummaryQuery(projectId));
}
