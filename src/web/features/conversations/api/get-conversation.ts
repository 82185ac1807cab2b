import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationDetail } from '@common/conversations';
import { api } from '../../../lib/api';

export const getConversation = (conversationId: string) => api.get<ConversationDetail>(`/api/conversations/${conversationId}`);

export const conversationQuery = (conversationId: string) =>
  queryOptions({ queryKey: ['/api/conversations', conversationId], queryFn: () => getConversation(conversationId) });

export function useConversation(conversationId: string) {
  return useQuery(conversationQuery(conversationId));
}
