import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ChannelsView, MessagingChannel } from '@common/channels';
import { channelsQuery } from './get-channels';

/** PUT /api/agents/{id}/channels/{channel}: the body is the channel's own; the answer is its view. */
export function useSaveChannel<K extends MessagingChannel>(agentId: string, channel: K, options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => api.put<ChannelsView[K]>(`/api/agents/${agentId}/channels/${channel}`, body),
    onSuccess: (view) => {
      queryClient.setQueryData(channelsQuery(agentId).queryKey, (all) => (all ? { ...all, [channel]: view } : all));
      options.onSuccess?.();
    },
  });
}
