import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembersView } from '@common/members';
import { api } from '../../../../lib/api';

export const getMembers = (projectId: string) => api.get<MembersView>(`/api/projects/${projectId}/members`);

export const membersQuery = (projectId: string) =>
  queryOptions({ queryKey: ['/api/projects', projectId, 'members'], queryFn: () => getMembers(projectId) });

export function useMembers(projectId: string) {
  return useQuery(membersQuery(projectId));
}
