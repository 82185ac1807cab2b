import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Widget } from '@common/widgets';
import { api } from '../../../lib/api';

export const getWidgets = (agentId: string) => api.get<Widget[]>(`/api/agents/${agentId}/widgets`);

export const widgetsQuery = (agentId: string) =>
  queryOptions({ queryKey: ['/api/agents', agentId, 'widgets'], queryFn: () => getWidgets(agentId) });

export function useWidgets(agentId: string) {
  return useQuery(widgetsQuery(agentId));
}
