import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { publicChatBody, publicChatReply } from '@common/chat';
import { api } from '../../../../lib/api';

export type QuickTestMessage = z.input<typeof publicChatBody>;
export type QuickTestReply = z.infer<typeof publicChatReply>;

/** POST /api/agents/{agentId}/public-chat: one turn of the builder's quick test conversation. */
export const sendQuickTest = (agentId: string, body: QuickTestMessage) =>
  api.post<QuickTestReply>(`/api/agents/${encodeURIComponent(agentId)}/public-chat`, body);

export function useSendQuickTest(agentId: string) {
  return useMutation({ mutationFn: (body: QuickTestMessage) => sendQuickTest(agentId, body) });
}
