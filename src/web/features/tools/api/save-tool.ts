import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomToolInput, ProjectTool } from '@common/tools';
import { api } from '../../../lib/api';
import { toolsQuery } from './get-tools';

export const createTool = (projectId: string, body: CustomToolInput) => api.post<ProjectTool>(`/api/projects/${projectId}/tools`, body);

export const updateTool = (toolId: string, body: CustomToolInput) => api.put<ProjectTool>(`/api/tools/${toolId}`, body);

/** Creates a tool, or replaces the one whose id is given (the Create Custom Tool dialog in both modes). */
export function useSaveTool(projectId: string, toolId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomToolInput) => (toolId ? updateTool(toolId, body) : createTool(projectId, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolsQuery(projectId).queryKey }),
  });
}
