import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Workflow } from '@common/workflows';
import { api } from '../../../lib/api';

/** The agent's workflow; before the first save the server answers an empty one (no id in the database yet). */
export const getWorkflow = (agentId: string) => api.get<Workflow>(`/api/agents/${encodeURIComponent(agentId)}/workflow`);

export const workflowQuery = (agentId: string) => queryOptions({ queryKey: ['/api/agents', agentId, 'workflow'], queryFn: () => getWorkflow(agentId) });

export function useWorkflow(agentId: string) {
  return useQuery(workflowQuery(agentId));
}
