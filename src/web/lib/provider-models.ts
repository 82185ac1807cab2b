import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderKeyId, ProviderModelList } from '@common/provider-keys';
import { api } from './api';

export const getProviderModels = (projectId: string, provider: ProviderKeyId) =>
  api.get<ProviderModelList>(`/api/projects/${projectId}/api-keys/${provider}/models`);

/** The provider's own model list (or the catalogue); it changes rarely, so it is kept for five minutes. */
export const providerModelsQuery = (projectId: string, provider: ProviderKeyId) =>
  queryOptions({
    queryKey: ['/api/projects', projectId, 'api-keys', provider, 'models'],
    queryFn: () => getProviderModels(projectId, provider),
    staleTime: 5 * 60_000,
  });

export function useProviderModels(projectId: string | null, provider: ProviderKeyId) {
  return useQuery({ ...providerModelsQuery(projectId ?? '', provider), enabled: projectId !== null });
}
