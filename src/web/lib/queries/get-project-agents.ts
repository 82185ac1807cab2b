import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentListItem } from '@common/agents';
import { api } from '../api';

export const getProjectAgents = (projectId: string) => api.get<AgentListItem[]>(`/api/projects/${projectId}/agents`);

export const projectAgentsQuery = (projectId: string) =>
  queryOptions({ queryKey: ['/api/projects', projectId, 'agents'], queryFn: () => getProjectAgents(projectId) });

/** Called only once a project exists. */
export function useProjectAgents(projectId: string | undefined) {
  return useQuery({ ...projectAgentsQuery(projectId ?? ''), enabled: Boolean(projectId) });
}
