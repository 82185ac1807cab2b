import { z } from 'zod';
import { headersMap } from './tool-configs';

export const MCP_SERVER_NAME_MAX = 255;
/** A project can connect at most this many MCP servers. */
export const MCP_SERVERS_PER_PROJECT = 20;
export const MCP_ERROR_CODES = { unreachable: 'MCP_SERVER_FAILED', limit: 'MCP_SERVER_LIMIT_REACHED', managed: 'MCP_TOOL_MANAGED' } as const;

/** POST /api/projects/{id}/mcp-servers and PUT /api/mcp-servers/{id} */
export const mcpServerInput = z.object({
  name: z.string().trim().min(1, { error: 'Required' }).max(MCP_SERVER_NAME_MAX),
  /** the Streamable HTTP endpoint, e.g. https://example.com/mcp */
  url: z
    .string()
    .trim()
    .max(2000)
    .regex(/^https?:\/\/\S+$/i, { error: 'URL must start with http:// or https://' }),
  /** write-only values: answers carry SECRET_MASK; sending it back keeps the stored value */
  headers: headersMap,
});
export type McpServerInput = z.input<typeof mcpServerInput>;

export const mcpServerView = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  /** what went wrong at the last refresh, null when the tools were listed */
  lastError: z.string().nullable(),
  refreshedAt: z.string().nullable(),
  /** the project tools (type mcp) this server lists */
  tools: z.array(z.object({ id: z.string(), name: z.string(), description: z.string().nullable(), agentCount: z.number() })),
});
export type McpServerView = z.infer<typeof mcpServerView>;

/** GET and PUT /api/agents/{id}/mcp: whether the agent answers as an MCP server, and where. */
export const agentMcpEndpoint = z.object({ enabled: z.boolean(), url: z.string(), toolName: z.string() });
export type AgentMcpEndpoint = z.infer<typeof agentMcpEndpoint>;
export const agentMcpBody = z.object({ enabled: z.boolean() });
