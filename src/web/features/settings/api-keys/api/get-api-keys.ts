import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderKeyStatus } from '@common/provider-keys';
import { api } from '../../../../lib/api';

export const getApiKeys = (projectId: string) => api.get<ProviderKeyStatus[]>(`/api/projects/${projectId}/api-keys`);

export const apiKeysQuery = (projectId: string) =>
  queryOptions({ queryKey: ['/api/projects', projectId, 'api-keys'], queryFn: () => getApiKeys(projectId) });

export function useApiKeys(projectId: string) {
  return useQuery(apiKeysQuery(projectId));
}
