import type { AppDeps } from '../../platform/deps';
import { callDatabaseTool } from '../database/database-tool';
import { callFunctionTool } from '../function/function-tool';
import type { FrozenProjectTool } from '../project-tool-snapshot';
import { callMcpTool } from '../mcp/mcp-tool-calls';
import { callHttpTool, type CallContext } from './http-tool';

// Function and database tools enforce the tool's timeout themselves (sandbox deadline, statement
// timeout) and say which limit was hit; the outer guard only waits a little longer for that answer.
const SELF_TIMED_GRACE_MS = 2000;

/** How long a caller waits for one call of the tool before giving up on it. */
export function projectToolBudgetMs(tool: FrozenProjectTool): number {
  return tool.type === 'function' || tool.type === 'database' ? tool.timeout + SELF_TIMED_GRACE_MS : tool.timeout;
}

/** One call of a project tool of any type, with arguments already checked against its schema. */
export function callProjectTool(deps: AppDeps, tool: FrozenProjectTool, args: Record<string, unknown>, context: CallContext, signal: AbortSignal): Promise<unknown> {
  if (tool.type === 'function') return callFunctionTool(tool, args, signal);
  if (tool.type === 'database') return callDatabaseTool(deps, tool, args);
  if (tool.type === 'mcp') return callMcpTool(deps, tool, args, signal);
  return callHttpTool(deps, tool, args, context, signal);
}
