import type { QueryClient } from '@tanstack/react-query';
import type { ProviderKeyStatus } from '@common/provider-keys';
import { usableProvidersQuery } from '../../../../lib/usable-providers';
import { apiKeysQuery } from './get-api-keys';

/**
 * Every key call answers the provider's new status; it replaces that row in the cached list, and the
 * provider's model list and the providers with a usable key (the model every screen shows) are read again.
 */
export function setKeyStatus(queryClient: QueryClient, projectId: string, status: ProviderKeyStatus): void {
  queryClient.setQueryData(apiKeysQuery(projectId).queryKey, (list) =>
    list ? list.map((row) => (row.provider === status.provider ? status : row)) : list,
  );
  void queryClient.invalidateQueries({ queryKey: [...apiKeysQuery(projectId).queryKey, status.provider] });
  void queryClient.invalidateQueries({ queryKey: usableProvidersQuery(projectId).queryKey });
}
