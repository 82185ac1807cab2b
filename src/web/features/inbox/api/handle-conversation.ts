import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxThread, TimelineEntry } from '@common/inbox';
import { api } from '../../../lib/api';
import { inboxQuery } from '../../../lib/queries/get-inbox';
import { inboxThreadQuery } from './get-inbox-thread';

const conversationUrl = (conversationId: string) => `/api/inbox/conversations/${encodeURIComponent(conversationId)}`;

export const takeOver = (conversationId: string) => api.post<InboxThread>(`${conversationUrl(conversationId)}/take-over`);
export const handBack = (conversationId: string) => api.post<InboxThread>(`${conversationUrl(conversationId)}/hand-back`);
export const sendReply = (conversationId: string, text: string) => api.post<TimelineEntry>(`${conversationUrl(conversationId)}/messages`, { text });

/** Take over and hand back answer with the whole thread: it replaces the cached one, and the list follows. */
export function useHandoffAction(projectId: string, conversationId: string, action: typeof takeOver) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => action(conversationId),
    onSuccess: (thread) => {
      queryClient.setQueryData(inboxThreadQuery(conversationId).queryKey, thread);
      return queryClient.invalidateQueries({ queryKey: inboxQuery(projectId).queryKey });
    },
    // refused because someone else acted first: show the conversation as it is now
    onError: () => queryClient.invalidateQueries({ queryKey: inboxThreadQuery(conversationId).queryKey }),
  });
}

/** A person's reply, added to the thread at once (the live event refetches it anyway). */
export function useSendReply(projectId: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendReply(conversationId, text),
    onSuccess: (entry) => {
      queryClient.setQueryData(inboxThreadQuery(conversationId).queryKey, (thread) =>
        thread && !thread.timeline.some((e) => e.id === entry.id) ? { ...thread, timeline: [...thread.timeline, entry] } : thread,
      );
      return queryClient.invalidateQueries({ queryKey: inboxQuery(projectId).queryKey });
    },
  });
}
