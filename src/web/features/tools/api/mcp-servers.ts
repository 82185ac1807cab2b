import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { McpServerInput, McpServerView } from '@common/mcp';
import { api } from '../../../lib/api';
import { toolsQuery } from './get-tools';

export const mcpServersQuery = (projectId: string) =>
  queryOptions({ queryKey: ['/api/projects', projectId, 'mcp-servers'], queryFn: () => api.get<McpServerView[]>(`/api/projects/${projectId}/mcp-servers`) });

export function useMcpServers(projectId: string) {
  return useQuery(mcpServersQuery(projectId));
}

/** After any change the server list and the project's tools (its MCP tools are project tools) are read again. */
function useInvalidate(projectId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: mcpServersQuery(projectId).queryKey }), queryClient.invalidateQueries({ queryKey: toolsQuery(projectId).queryKey })]);
}

export function useAddMcpServer(projectId: string) {
  const onSuccess = useInvalidate(projectId);
  return useMutation({ mutationFn: (body: McpServerInput) => api.post<McpServerView>(`/api/projects/${projectId}/mcp-servers`, body), onSuccess });
}

/** Changes a server (a header sent back as the mask keeps its value) and lists its tools again. */
export function useUpdateMcpServer(projectId: string, serverId: string) {
  const onSuccess = useInvalidate(projectId);
  return useMutation({ mutationFn: (body: McpServerInput) => api.put<McpServerView>(`/api/mcp-servers/${serverId}`, body), onSuccess });
}

export function useRefreshMcpServer(projectId: string) {
  const onSuccess = useInvalidate(projectId);
  return useMutation({ mutationFn: (serverId: string) => api.post<McpServerView>(`/api/mcp-servers/${serverId}/refresh`, {}), onSuccess });
}

export function useRemoveMcpServer(projectId: string) {
  const onSuccess = useInvalidate(projectId);
  return useMutation({ mutationFn: (serverId: string) => api.delete<void>(`/api/mcp-servers/${serverId}`), onSuccess });
}
