import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventWebhookBody, EventWebhookView } from '@common/event-webhooks';
import { api } from '../../../lib/api';

const key = (projectId: string) => ['/api/projects', projectId, 'event-webhook'];
const url = (projectId: string) => `/api/projects/${projectId}/event-webhook`;

export function useEventWebhook(projectId: string) {
  return useQuery({ queryKey: key(projectId), queryFn: () => api.get<EventWebhookView | null>(url(projectId)) });
}

/** Save, new secret, test and remove: each answer replaces the cached view. */
export function useEventWebhookActions(projectId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (view: EventWebhookView | null) => queryClient.setQueryData(key(projectId), view);
  return {
    save: useMutation({ mutationFn: (body: EventWebhookBody) => api.put<EventWebhookView>(url(projectId), body), onSuccess }),
    rotate: useMutation({ mutationFn: () => api.post<EventWebhookView>(`${url(projectId)}/secret`), onSuccess }),
    test: useMutation({ mutationFn: () => api.post<EventWebhookView>(`${url(projectId)}/test`), onSuccess }),
    remove: useMutation({ mutationFn: () => api.delete<void>(url(projectId)), onSuccess: () => onSuccess(null) }),
  };
}
