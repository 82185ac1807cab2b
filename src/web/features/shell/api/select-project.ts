import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const selectProject = (projectId: string) => api.post<void>(`/api/projects/${projectId}/select`);

/** Every screen shows the current project: after a switch, everything reads again. */
export function useSelectProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: selectProject, onSuccess: () => queryClient.invalidateQueries() });
}
