/** What other features may use of models/model-calls: everything else in this folder is its own. */
export { aiSdkChatModel } from './ai-sdk-chat-model';
export type { ChatMessage, ChatModel, StepMessage, ToolCallRequest, ToolSpec } from './chat-model';
export { describeProviderError } from './provider-errors';
export type { AdapterCredentials, ListedModel } from './providers/provider-adapter';
export { PROVIDER_ADAPTERS } from './providers/provider-adapters';
