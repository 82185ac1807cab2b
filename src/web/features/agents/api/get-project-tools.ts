import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectTool, ToolsResponse } from '@common/tools';
import { api } from '../../../lib/api';

export const getProjectTools = (projectId: string) => api.get<ToolsResponse>(`/api/projects/${projectId}/tools`);

/** The Tools Hub's cache entry too (same key), so a tool created there shows up in wizard step 4. */
export const projectToolsQuery = (projectId: string) =>
  queryOptions({ queryKey: ['/api/projects', projectId, 'tools'], queryFn: () => getProjectTools(projectId) });

/** A tool step 4 can attach: the project's own, or one shared publicly by another project. */
export type AttachableTool = Pick<ProjectTool, 'id' | 'name' | 'type' | 'description'> & { shared: boolean };

const attachable = (answer: ToolsResponse): AttachableTool[] => [
  ...answer.projectTools.map(({ id, name, type, description }) => ({ id, name, type, description, shared: false })),
  ...answer.publicTools.map((tool) => ({ ...tool, shared: true })),
];

/** The project's custom tools (and public tools) that step 4 can attach to the agent; read again each time the step opens. */
export function useProjectTools(projectId: string | null) {
  return useQuery({
    ...projectToolsQuery(projectId ?? ''),
    enabled: projectId !== null,
    refetchOnMount: 'always',
    select: attachable,
  });
}
