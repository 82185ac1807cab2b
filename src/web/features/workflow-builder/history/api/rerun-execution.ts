import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Execution } from '@common/workflows';
import { api } from '../../../../lib/api';
import { executionsQuery } from './get-executions';

export const rerunExecution = (executionId: string) => api.post<Execution>(`/api/workflow-executions/${encodeURIComponent(executionId)}/rerun`);

/** A failed execution runs again as a new one; the history is reloaded to show it. */
export function useRerunExecution(workflowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rerunExecution,
    onSettled: () => queryClient.invalidateQueries({ queryKey: executionsQuery(workflowId).queryKey }),
  });
}
