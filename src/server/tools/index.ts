/** What other features may use of tools: everything else in this folder is its own. */
export type { AgentTool, ToolSet } from './agent-tool';
export { buildAgentToolSet } from './agent-tool-set';
export { BUILT_IN_TOOL_TEXTS } from './built-in-texts';
export { smtpSettingsFor } from './built-in/agent-smtp';
export { END_CONVERSATION_TOOL, endConversationTool } from './built-in/end-conversation';
export { deliverConversationHook, failPendingHookDelivery } from './conversation-hook/deliver-hook';
export { hookDeliveryRoutes } from './conversation-hook/routes';
export { toFunctionName } from './custom/function-name';
export { mcpServerRoutes } from './mcp/mcp-server-routes';
export { openApiRoutes } from './openapi/openapi-routes';
export { readFrozenProjectTools } from './project-tool-snapshot';
export type { FrozenProjectTool } from './project-tool-snapshot';
export { publicToolRoutes } from './public-tool-routes';
export { checkAgentToolConfigs, listAgentAttachments, listTools, loadAgentProjectTools, setAgentAttachments } from './service';
export { publicToolConfigs, readStoredToolConfigs, storeToolConfigs } from './tool-config-store';
export type { StoredToolConfigs } from './tool-config-store';
export type { ToolAgent } from './tool-type';
export type { LeadOrigin, LeadValues, TurnActions } from './turn-actions';
