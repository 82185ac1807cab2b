import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Execution } from '@common/workflows';
import { api } from '../../../../lib/api';
import { isExecutionRunning } from '../execution-format';

/** A long test comes back 'running'; it is polled every second until it ends. */
export const EXECUTION_POLL_MS = 1000;

export const getExecution = (executionId: string) => api.get<Execution>(`/api/workflow-executions/${encodeURIComponent(executionId)}`);

export const executionQuery = (executionId: string) =>
  queryOptions({
    queryKey: ['/api/workflow-executions', executionId],
    queryFn: () => getExecution(executionId),
    refetchInterval: (query) => (isExecutionRunning(query.state.data) ? EXECUTION_POLL_MS : false),
  });

export function useExecution(executionId: string | null) {
  return useQuery({ ...executionQuery(executionId ?? ''), enabled: executionId !== null });
}
