import type { AppDeps } from '../../platform/deps';
import { openHeaders, secretBox } from '../../platform/secrets';
import type { FrozenProjectTool } from '../project-tool-snapshot';
import { McpServerError, withMcpClient, type McpTarget } from './mcp-connection';
import { withMcpSession } from './mcp-session-pool';

/** A server listing more tools than this has the rest left out. */
export const MCP_SERVER_MAX_TOOLS = 100;
const LIST_TIMEOUT_MS = 15000;

export interface ListedMcpTool {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

/** The server's tools (every page, up to MCP_SERVER_MAX_TOOLS). */
export async function listMcpTools(target: Omit<McpTarget, 'timeoutMs'>): Promise<ListedMcpTool[]> {
  return withMcpClient({ ...target, timeoutMs: LIST_TIMEOUT_MS }, async (client) => {
    const tools: ListedMcpTool[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.listTools(cursor ? { cursor } : undefined, { timeout: LIST_TIMEOUT_MS });
      for (const tool of page.tools) tools.push({ name: tool.name, description: tool.description ?? '', inputSchema: tool.inputSchema as Record<string, unknown> });
      cursor = page.nextCursor;
    } while (cursor && tools.length < MCP_SERVER_MAX_TOOLS);
    return tools.slice(0, MCP_SERVER_MAX_TOOLS);
  });
}

type ContentItem = { type: string; text?: string };

/** The text parts of a tool result; other parts are named so the model knows they existed. */
function contentText(content: unknown): string {
  if (!Array.isArray(content)) return '';
  return (content as ContentItem[]).map((item) => (item.type === 'text' ? (item.text ?? '') : `[${item.type} content]`)).join('\n');
}

/** Calls an MCP tool of a project (type mcp: endpoint is the server, name is the server's tool name). */
export async function callMcpTool(deps: AppDeps, tool: FrozenProjectTool, args: Record<string, unknown>, signal: AbortSignal): Promise<unknown> {
  const target = { url: tool.endpoint, headers: openHeaders(secretBox(deps.secret), tool.headersEnc), access: deps.config.privateUrlAccess, timeoutMs: tool.timeout };
  const result = await withMcpSession(target, (client) => client.callTool({ name: tool.name, arguments: args }, undefined, { signal, timeout: tool.timeout }));
  const text = contentText(result.content);
  if (result.isError) throw new McpServerError(text || `The MCP tool "${tool.name}" failed.`);
  return result.structuredContent ?? text;
}
