import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ChannelsView } from '@common/channels';

export const getChannels = (agentId: string) => api.get<ChannelsView>(`/api/agents/${agentId}/channels`);

export const channelsQuery = (agentId: string) =>
  queryOptions({ queryKey: ['/api/agents', agentId, 'channels'], queryFn: () => getChannels(agentId) });

export function useChannels(agentId: string) {
  return useQuery(channelsQuery(agentId));
}
