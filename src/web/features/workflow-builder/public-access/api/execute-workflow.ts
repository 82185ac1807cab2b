import type { z } from 'zod';
import { workflowIdOf, type executeWorkflowBody } from '@common/workflows';
import { api } from '../../../../lib/api';

export type ExecuteWorkflowInput = z.input<typeof executeWorkflowBody>;

/** The custom trigger is sent 2 s after each quick test reply. */
export const EXECUTE_AFTER_REPLY_MS = 2000;

export const executeWorkflow = (agentId: string, body: ExecuteWorkflowInput) =>
  api.post<unknown>(`/api/workflows/${encodeURIComponent(workflowIdOf(agentId))}/execute`, body);

/** Fire and forget: the response is not read and a failure is only logged, so the quick test goes on. */
export function scheduleWorkflowExecution(agentId: string, body: ExecuteWorkflowInput): void {
  setTimeout(() => {
    executeWorkflow(agentId, body).catch((error: unknown) => console.warn('Workflow execute after quick test failed', error));
  }, EXECUTE_AFTER_REPLY_MS);
}
