import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { SaveWhatsappBody, WhatsappChannelView } from '@common/channels';
import { channelsQuery } from './get-channels';

export const saveWhatsappChannel = (agentId: string, body: SaveWhatsappBody) =>
  api.put<WhatsappChannelView>(`/api/agents/${agentId}/channels/whatsapp`, body);

export function useSaveWhatsappChannel(agentId: string, options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveWhatsappBody) => saveWhatsappChannel(agentId, body),
    onSuccess: (whatsapp) => {
      queryClient.setQueryData(channelsQuery(agentId).queryKey, (view) => (view ? { ...view, whatsapp } : view));
      options.onSuccess?.();
    },
  });
}
