import type { BuiltInToolType } from './tool-type';
import { sendEmailTool } from './built-in/send-email';
import { captureLeadTool } from './built-in/capture-lead';
import { webhookTool } from './built-in/webhook';
import { apiCallTool } from './built-in/api-call';
import { webSearchTool } from './built-in/web-search';
import { calendarTool } from './built-in/calendar';
import { requestHumanTool } from './built-in/request-human';

/** The built-in tools an agent can switch on in wizard step 4 (post_conversation_hook runs on conversation end, not as a model tool). */
export const BUILT_IN_TOOL_TYPES: BuiltInToolType[] = [webhookTool, apiCallTool, sendEmailTool, captureLeadTool, webSearchTool, calendarTool, requestHumanTool];
