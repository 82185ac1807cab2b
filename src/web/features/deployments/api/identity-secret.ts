import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedIdentitySecret, IdentitySecretStatus } from '@common/identity';
import { api } from '../../../lib/api';

/** Whether the agent has an identity secret; the secret itself never comes back. */
export const identitySecretQuery = (agentId: string) =>
  queryOptions({ queryKey: ['/api/agents', agentId, 'identity-secret'], queryFn: () => api.get<IdentitySecretStatus>(`/api/agents/${agentId}/identity-secret`) });

export function useIdentitySecret(agentId: string) {
  return useQuery(identitySecretQuery(agentId));
}

/** A new secret in the answer only: the previous one stops verifying at once. */
export function useRotateIdentitySecret(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CreatedIdentitySecret>(`/api/agents/${agentId}/identity-secret`),
    onSuccess: () => queryClient.invalidateQueries(identitySecretQuery(agentId)),
  });
}
