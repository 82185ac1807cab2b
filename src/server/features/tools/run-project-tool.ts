import type { AppDeps } from '../../platform/deps';
import { callHttpTool, type CallContext } from './custom/http-tool';
import { callMcpTool } from './mcp/mcp-tool-calls';
import type { FrozenProjectTool } from './project-tool-snapshot';

/** One call of a project tool, by its type: an MCP server's tool, or an HTTP call (api, webhook). */
export function runProjectTool(deps: AppDeps, tool: FrozenProjectTool, args: Record<string, unknown>, context: CallContext, signal: AbortSignal): Promise<unknown> {
  if (tool.type === 'mcp') return callMcpTool(deps, tool, args, signal);
  return callHttpTool(deps, tool, args, context, signal);
}
