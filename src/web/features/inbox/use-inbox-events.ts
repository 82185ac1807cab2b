import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { InboxEvent } from '@common/inbox';
import { inboxQuery } from '../../lib/queries/get-inbox';
import { inboxThreadsKey } from './api/get-inbox-thread';

/**
 * Keeps the project's Inbox list fresh from its Server-Sent Events (the sidebar's count shares the
 * list), and calls `onConversation` with the id of each conversation that changed.
 */
export function useInboxEvents(projectId: string, onConversation: (conversationId: string) => void): void {
  const queryClient = useQueryClient();
  const callback = useRef(onConversation);
  useEffect(() => {
    callback.current = onConversation;
  });

  useEffect(() => {
    const refreshList = () => void queryClient.invalidateQueries({ queryKey: inboxQuery(projectId).queryKey });
    const source = new EventSource(`/api/projects/${encodeURIComponent(projectId)}/inbox/events`);
    source.addEventListener('conversation', (message) => {
      let event: InboxEvent;
      try {
        event = JSON.parse((message as MessageEvent<string>).data) as InboxEvent;
      } catch {
        return;
      }
      refreshList();
      callback.current(event.conversationId);
    });
    // EventSource reconnects by itself: what changed while it was away is fetched again
    let connected = false;
    source.addEventListener('ready', () => {
      if (connected) {
        refreshList();
        void queryClient.invalidateQueries({ queryKey: inboxThreadsKey });
      }
      connected = true;
    });
    return () => source.close();
  }, [projectId, queryClient]);
}
