import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@common/projects';
import { api } from '../api';

export const getProjects = () => api.get<Project[]>('/api/projects');

export const projectsQuery = () => queryOptions({ queryKey: ['/api/projects'], queryFn: getProjects });

/** The first project of the list is the current one (the server creates it when missing). */
export function useCurrentProject() {
  const query = useQuery(projectsQuery());
  return { ...query, project: query.data?.[0] ?? null };
}
