import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Widget, WidgetBody } from '@common/widgets';
import { api } from '../../../lib/api';
import { widgetsQuery } from './get-widgets';

/** Creates a widget for the agent, or updates the one with `widgetId`. */
export function saveWidget(agentId: string, widgetId: string | null, body: WidgetBody): Promise<Widget> {
  return widgetId ? api.put<Widget>(`/api/widgets/${widgetId}`, body) : api.post<Widget>(`/api/agents/${agentId}/widgets`, body);
}

export function useSaveWidget(agentId: string, widgetId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WidgetBody) => saveWidget(agentId, widgetId, body),
    onSuccess: () => queryClient.invalidateQueries(widgetsQuery(agentId)),
  });
}
