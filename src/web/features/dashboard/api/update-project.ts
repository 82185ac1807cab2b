import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, UpdateProjectBody } from '@common/projects';
import { api } from '../../../lib/api';
import { projectsQuery } from '../../../lib/queries/get-projects';

export const updateProject = (projectId: string, changes: UpdateProjectBody) => api.patch<Project>(`/api/projects/${projectId}`, changes);

/**
 * Saves a project's settings and puts the saved project in the project list. Only that list is
 * touched: its key prefixes every per-project query (analytics, agents...), which need no refetch.
 */
export function useUpdateProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProjectBody) => updateProject(projectId, changes),
    onSuccess: (saved) =>
      queryClient.setQueryData(projectsQuery().queryKey, (projects) => projects?.map((p) => (p.id === saved.id ? saved : p))),
  });
}
