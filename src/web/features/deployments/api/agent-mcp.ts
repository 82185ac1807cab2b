import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentMcpEndpoint } from '@common/mcp';
import { api } from '../../../lib/api';

export const agentMcpQuery = (agentId: string) => queryOptions({ queryKey: ['/api/agents', agentId, 'mcp'], queryFn: () => api.get<AgentMcpEndpoint>(`/api/agents/${agentId}/mcp`) });

/** Whether the agent answers as an MCP server, its endpoint and tool name. */
export function useAgentMcp(agentId: string) {
  return useQuery(agentMcpQuery(agentId));
}

export function useSetAgentMcp(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api.put<AgentMcpEndpoint>(`/api/agents/${agentId}/mcp`, { enabled }),
    onSuccess: (data) => queryClient.setQueryData(agentMcpQuery(agentId).queryKey, data),
  });
}
