import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderKeyStatus } from '@common/provider-keys';
import { api } from '../../../lib/api';

export const getProviderKeys = (projectId: string) => api.get<ProviderKeyStatus[]>(`/api/projects/${projectId}/api-keys`);

/**
 * Settings > API Keys reads the same cache entry (same key), so saving a key there refreshes the
 * wizard's offline notice.
 */
export const providerKeysQuery = (projectId: string) =>
  queryOptions({ queryKey: ['/api/projects', projectId, 'api-keys'], queryFn: () => getProviderKeys(projectId) });

export function useProviderKeys(projectId: string | null) {
  return useQuery({ ...providerKeysQuery(projectId ?? ''), enabled: projectId !== null });
}
