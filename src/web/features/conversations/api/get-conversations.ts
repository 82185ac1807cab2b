import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationsPage } from '@common/conversations';
import { api } from '../../../lib/api';
import { conversationsUrl, type ConversationsFilter } from '../conversations-filter';

export const getConversations = (projectId: string, filter: ConversationsFilter, cursor?: string) =>
  api.get<ConversationsPage>(conversationsUrl(projectId, filter, cursor));

/** Every filtered list of the project starts with this key, so a delete refreshes them all. */
export const conversationsBaseKey = (projectId: string) => ['/api/projects', projectId, 'conversations'] as const;

/** Newest first, a page at a time: 'Load more' follows nextCursor. */
export const conversationsQuery = (projectId: string, filter: ConversationsFilter) =>
  infiniteQueryOptions({
    queryKey: [...conversationsBaseKey(projectId), filter],
    queryFn: ({ pageParam }) => getConversations(projectId, filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchOnMount: 'always',
  });

export function useConversations(projectId: string, filter: ConversationsFilter) {
  return useInfiniteQuery(conversationsQuery(projectId, filter));
}
