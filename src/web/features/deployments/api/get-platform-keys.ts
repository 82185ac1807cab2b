import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlatformKey } from '@common/chat';
import { api } from '../../../lib/api';

export const getPlatformKeys = (projectId: string) => api.get<PlatformKey[]>(`/api/projects/${projectId}/platform-keys`);

export const platformKeysQuery = (projectId: string) =>
  queryOptions({ queryKey: ['/api/projects', projectId, 'platform-keys'], queryFn: () => getPlatformKeys(projectId) });

export function usePlatformKeys(projectId: string) {
  return useQuery(platformKeysQuery(projectId));
}
