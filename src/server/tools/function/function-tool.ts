import { TOOL_OUTPUT_MAX_CHARS } from '../../../common/tools';
import type { FrozenProjectTool } from '../project-tool-snapshot';
import { runFunctionCode } from './run-function';

/** Runs a function tool's code on the (already validated) arguments; a value too long for the model comes back clipped. */
export async function callFunctionTool(tool: FrozenProjectTool, args: Record<string, unknown>, signal?: AbortSignal): Promise<unknown> {
  const code = typeof tool.settings.code === 'string' ? tool.settings.code : '';
  const value = await runFunctionCode(code, args, tool.timeout, signal);
  const text = JSON.stringify(value);
  if (text.length <= TOOL_OUTPUT_MAX_CHARS) return value;
  return { truncated: true, value: `${text.slice(0, TOOL_OUTPUT_MAX_CHARS)}… (${text.length - TOOL_OUTPUT_MAX_CHARS} more characters)` };
}
