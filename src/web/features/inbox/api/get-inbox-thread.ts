import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxThread } from '@common/inbox';
import { api } from '../../../lib/api';

export const getInboxThread = (conversationId: string) => api.get<InboxThread>(`/api/inbox/conversations/${encodeURIComponent(conversationId)}`);

/** the prefix of every conversation's key */
export const inboxThreadsKey = ['/api/inbox/conversations'] as const;

export const inboxThreadQuery = (conversationId: string) =>
  queryOptions({ queryKey: [...inboxThreadsKey, conversationId], queryFn: () => getInboxThread(conversationId) });

export function useInboxThread(conversationId: string) {
  return useQuery(inboxThreadQuery(conversationId));
}
