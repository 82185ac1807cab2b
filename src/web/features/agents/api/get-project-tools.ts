import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ToolsResponse } from '@common/tools';
import { api } from '../../../lib/api';

export const getProjectTools = (projectId: string) => api.get<ToolsResponse>(`/api/projects/${projectId}/tools`);

/** The Tools Hub's cache entry too (same key), so a tool created there shows up in wizard step 4. */
export const projectToolsQuery = (projectId: string) =>
  queryOptions({ queryKey: ['/api/projects', projectId, 'tools'], queryFn: () => getProjectTools(projectId) });

/** The project's custom tools that step 4 can attach to the agent; read again each time the step opens. */
export function useProjectTools(projectId: string | null) {
  return useQuery({
    ...projectToolsQuery(projectId ?? ''),
    enabled: projectId !== null,
    refetchOnMount: 'always',
    select: (answer) => answer.projectTools,
  });
}
