import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ToolsResponse } from '@common/tools';
import { api } from '../../../lib/api';

export const getTools = (projectId: string) => api.get<ToolsResponse>(`/api/projects/${projectId}/tools`);

/** The project's own tools (with how many agents use each), the built-in catalogue and the public tools. */
export const toolsQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['/api/projects', projectId, 'tools'],
    queryFn: () => getTools(projectId),
    // wizard step 4 attaches tools elsewhere, so the agent counts are read afresh on each visit
    refetchOnMount: 'always',
  });

export function useTools(projectId: string) {
  return useQuery(toolsQuery(projectId));
}
