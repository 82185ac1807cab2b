import { useMutation } from '@tanstack/react-query';
import type { ToolTestResult } from '@common/tools';
import { api } from '../../../lib/api';

/** One real call of the tool with the payload as its arguments (POST /api/tools/{id}/test). */
export const testTool = (toolId: string, payload: Record<string, unknown>) => api.post<ToolTestResult>(`/api/tools/${toolId}/test`, { payload });

export function useTestTool(toolId: string) {
  return useMutation({ mutationFn: (payload: Record<string, unknown>) => testTool(toolId, payload) });
}
