import type { BuiltInToolType } from './tool-type';
import { webhookTool } from './built-in/webhook';

/** The built-in tools an agent can switch on in wizard step 4 (post_conversation_hook runs on conversation end, not as a model tool). */
export const BUILT_IN_TOOL_TYPES: BuiltInToolType[] = [webhookTool];
