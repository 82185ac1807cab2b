import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { executionsPage } from '@common/workflows';
import { api } from '../../../../lib/api';

export type ExecutionsPage = z.infer<typeof executionsPage>;

/** While any listed execution runs, the history refreshes every 2 s. */
export const HISTORY_POLL_MS = 2000;

export const getExecutions = (workflowId: string, cursor: string | null) =>
  api.get<ExecutionsPage>(`/api/workflows/${encodeURIComponent(workflowId)}/executions${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);

export const hasRunningExecution = (pages: readonly ExecutionsPage[] | undefined) =>
  (pages ?? []).some((page) => page.executions.some((e) => e.status === 'running'));

export const executionsQuery = (workflowId: string) =>
  infiniteQueryOptions({
    queryKey: ['/api/workflows', workflowId, 'executions'],
    queryFn: ({ pageParam }) => getExecutions(workflowId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (query) => (hasRunningExecution(query.state.data?.pages) ? HISTORY_POLL_MS : false),
  });

/** Newest first; mounted only while the history is open, and fresh every time it opens. */
export function useExecutions(workflowId: string) {
  return useInfiniteQuery({ ...executionsQuery(workflowId), refetchOnMount: 'always' });
}
