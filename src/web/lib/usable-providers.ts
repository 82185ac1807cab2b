import { queryOptions, useQuery } from '@tanstack/react-query';
import { keyProviderFor, type ProviderKeyId, type UsableProviders } from '@common/provider-keys';
import { api } from './api';

export const getUsableProviders = (projectId: string) => api.get<UsableProviders>(`/api/projects/${projectId}/api-keys/usable`);

/** Under the API keys' own key: every provider key mutation invalidates it (settings/api-keys/api/set-key-status.ts). */
export const usableProvidersQuery = (projectId: string) =>
  queryOptions({ queryKey: ['/api/projects', projectId, 'api-keys', 'usable'], queryFn: () => getUsableProviders(projectId) });

/** True when the built-in offline model answers for this provider and model: no project or instance key serves it. */
export function runsOffline(usable: readonly ProviderKeyId[], modelProvider: string, modelName: string): boolean {
  return !usable.includes(keyProviderFor(modelProvider, modelName));
}

/** Whether the offline model answers for an agent of the project; null until the server has said which keys it has. */
export function useRunsOffline(projectId: string | null, modelProvider: string, modelName: string): boolean | null {
  const usable = useQuery({ ...usableProvidersQuery(projectId ?? ''), enabled: projectId !== null }).data;
  return usable ? runsOffline(usable.providers, modelProvider, modelName) : null;
}
