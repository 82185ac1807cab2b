import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { widgetsQuery } from './get-widgets';

export const deleteWidget = (widgetId: string) => api.delete<void>(`/api/widgets/${widgetId}`);

export function useDeleteWidget(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWidget,
    onSuccess: () => queryClient.invalidateQueries(widgetsQuery(agentId)),
  });
}
