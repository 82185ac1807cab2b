import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toolsQuery } from './get-tools';

export const deleteTool = (toolId: string) => api.delete<void>(`/api/tools/${toolId}`);

export function useDeleteTool(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (toolId: string) => deleteTool(toolId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toolsQuery(projectId).queryKey }),
  });
}
