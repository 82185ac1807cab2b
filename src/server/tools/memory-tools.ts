import type { ToolSet } from './agent-tool';
import { forgetTool } from './built-in/forget';
import { rememberTool } from './built-in/remember';
import type { VisitorMemoryAccess } from './visitor-memory-access';

/** remember and forget, for a turn of a known visitor whose agent has memory on (never for the offline model). */
export function buildMemoryTools(memory: VisitorMemoryAccess, earlierVisitorMessages: number): ToolSet {
  const remember = rememberTool(memory, earlierVisitorMessages);
  const forget = forgetTool(memory);
  return { [remember.name]: remember, [forget.name]: forget };
}
