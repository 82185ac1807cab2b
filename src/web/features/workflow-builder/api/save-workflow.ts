import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveWorkflowBody, Workflow } from '@common/workflows';
import { api } from '../../../lib/api';
import { workflowQuery } from './get-workflow';

export const saveWorkflow = (agentId: string, body: SaveWorkflowBody) => api.put<Workflow>(`/api/agents/${encodeURIComponent(agentId)}/workflow`, body);

/** PUT the graph; the workflow query is refreshed afterwards. */
export function useSaveWorkflow(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveWorkflowBody) => saveWorkflow(agentId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowQuery(agentId).queryKey }),
  });
}
