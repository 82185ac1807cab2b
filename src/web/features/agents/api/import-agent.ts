import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentImportBody, AgentImportReport } from '@common/agent-file';
import { api } from '../../../lib/api';
import { invalidateAgent } from './invalidate-agent';

/** The agent file's address: the browser downloads it (every member who reads the agent); with its uploaded documents when asked. */
export const agentExportUrl = (agentId: string, opts: { documents?: boolean } = {}) => `/api/agents/${encodeURIComponent(agentId)}/export${opts.documents ? '?documents=true' : ''}`;

/** Creates a new agent in the project from a file and the values of its secret placeholders. */
export function useImportAgent(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentImportBody) => api.post<AgentImportReport>(`/api/projects/${encodeURIComponent(projectId)}/agent-imports`, body),
    onSuccess: (report) => invalidateAgent(queryClient, projectId, report.agent.id),
  });
}
