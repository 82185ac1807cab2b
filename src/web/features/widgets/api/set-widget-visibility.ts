import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Widget } from '@common/widgets';
import { api } from '../../../lib/api';
import { widgetsQuery } from './get-widgets';

export const setWidgetVisibility = (widgetId: string, isPublic: boolean) =>
  api.patch<Widget>(`/api/widgets/${widgetId}/visibility`, { isPublic });

export function useSetWidgetVisibility(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ widgetId, isPublic }: { widgetId: string; isPublic: boolean }) => setWidgetVisibility(widgetId, isPublic),
    onSuccess: (saved) => queryClient.setQueryData(widgetsQuery(agentId).queryKey, (list) => list?.map((w) => (w.id === saved.id ? saved : w))),
  });
}
