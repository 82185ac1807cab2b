import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { SaveSmsBody, SmsChannelView } from '@common/channels';
import { channelsQuery } from './get-channels';

export const saveSmsChannel = (agentId: string, body: SaveSmsBody) => api.put<SmsChannelView>(`/api/agents/${agentId}/channels/sms`, body);

export function useSaveSmsChannel(agentId: string, options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSmsBody) => saveSmsChannel(agentId, body),
    onSuccess: (sms) => {
      queryClient.setQueryData(channelsQuery(agentId).queryKey, (view) => (view ? { ...view, sms } : view));
      options.onSuccess?.();
    },
  });
}
