import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxList } from '@common/inbox';
import { api } from '../api';

export const getInbox = (projectId: string) => api.get<InboxList>(`/api/projects/${projectId}/inbox`);

export const inboxQuery = (projectId: string) =>
  queryOptions({ queryKey: ['/api/projects', projectId, 'inbox'], queryFn: () => getInbox(projectId) });

/**
 * The project's open conversations (the Inbox screen and the sidebar's waiting count share it);
 * `pollMs` refetches it on a timer where no event stream keeps it fresh.
 */
export function useInbox(projectId: string | undefined, pollMs?: number) {
  return useQuery({ ...inboxQuery(projectId ?? ''), enabled: Boolean(projectId), refetchInterval: pollMs });
}
