import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MessagingChannel } from '@common/channels';
import { channelsQuery } from './get-channels';

export const disconnectChannel = (agentId: string, channel: MessagingChannel) => api.delete<void>(`/api/agents/${agentId}/channels/${channel}`);

export function useDisconnectChannel(
  agentId: string,
  channel: MessagingChannel,
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectChannel(agentId, channel),
    onError: options.onError,
    // the server owns the empty view (webhook address included), so read it back
    onSuccess: async () => {
      await queryClient.invalidateQueries(channelsQuery(agentId));
      options.onSuccess?.();
    },
  });
}
