import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ChannelSettings, MessagingChannel, SaveChannelBody } from '@common/chat';
import { channelsQuery } from './get-channels';

export const saveChannel = (agentId: string, channel: MessagingChannel, body: SaveChannelBody) =>
  api.put<ChannelSettings>(`/api/agents/${agentId}/channels/${channel}`, body);

export function useSaveChannel(
  agentId: string,
  channel: MessagingChannel,
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveChannelBody) => saveChannel(agentId, channel, body),
    onError: options.onError,
    onSuccess: (saved) => {
      queryClient.setQueryData(channelsQuery(agentId).queryKey, (view) => (view ? { ...view, [channel]: saved } : view));
      options.onSuccess?.();
    },
  });
}
