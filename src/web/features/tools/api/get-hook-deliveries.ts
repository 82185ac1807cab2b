import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HookDelivery } from '@common/hook-deliveries';
import { api } from '../../../lib/api';

export const getHookDeliveries = (agentId: string) => api.get<HookDelivery[]>(`/api/agents/${agentId}/hook-deliveries`);

/** How often the table asks again while a delivery waits for its next attempt. */
export const PENDING_POLL_MS = 5000;

/** The agent's last 50 post-conversation hook deliveries, newest first; polls while one is pending. */
export const hookDeliveriesQuery = (agentId: string) =>
  queryOptions({
    queryKey: ['/api/agents', agentId, 'hook-deliveries'],
    queryFn: () => getHookDeliveries(agentId),
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'pending') ? PENDING_POLL_MS : false),
  });

export function useHookDeliveries(agentId: string | null) {
  return useQuery({ ...hookDeliveriesQuery(agentId ?? ''), enabled: Boolean(agentId) });
}
