import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Execution, testWorkflowBody } from '@common/workflows';
import { api } from '../../../../lib/api';
import { executionsQuery } from '../../history/api/get-executions';
import { executionQuery } from './get-execution';

export type TestWorkflowInput = z.input<typeof testWorkflowBody>;

export const testWorkflow = (workflowId: string, body: TestWorkflowInput) =>
  api.post<Execution>(`/api/workflows/${encodeURIComponent(workflowId)}/test`, body);

/** Seeds the execution's own query (which keeps polling while it runs) and refreshes the history. */
export function useTestWorkflow(workflowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TestWorkflowInput) => testWorkflow(workflowId, body),
    onSuccess: (execution) => {
      queryClient.setQueryData(executionQuery(execution.executionId).queryKey, execution);
      void queryClient.invalidateQueries({ queryKey: executionsQuery(workflowId).queryKey });
    },
  });
}
