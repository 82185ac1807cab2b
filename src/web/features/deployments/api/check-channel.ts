import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ChannelCheckBody, ChannelCheckResult, MessagingChannel } from '@common/channels';
import { channelsQuery } from './get-channels';

/** "Send a test message": the provider is asked with the stored settings; a failure becomes the channel's last error. */
export function useCheckChannel(agentId: string, channel: MessagingChannel) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChannelCheckBody) => api.post<ChannelCheckResult>(`/api/agents/${agentId}/channels/${channel}/check`, body),
    onSettled: () => queryClient.invalidateQueries(channelsQuery(agentId)),
  });
}
