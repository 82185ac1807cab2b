import { z } from 'zod';
import { ragSource } from './testing';

/** SPEC section 9: the server keeps at most this many prior messages, whatever the client sends. */
export const CHAT_HISTORY_LIMIT = 10;
export const CHAT_MESSAGE_MAX = 4000;
export const SESSION_ID_MAX = 128;

export const chatHistoryMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(20000),
});

/** POST /api/agent-versions/{versionId}/chat; send `Accept: text/event-stream` to stream (delta / done / error events). */
export const chatBody = z.object({
  message: z.string().trim().min(1, { error: 'Required' }).max(CHAT_MESSAGE_MAX, { error: `Message must be at most ${CHAT_MESSAGE_MAX} characters` }),
  sessionId: z.string().trim().min(1, { error: 'Required' }).max(SESSION_ID_MAX),
  messages: z.array(chatHistoryMessage).max(200).default([]),
  /** which public surface sent it; 'test' is implied by a 'test_agent_' session */
  channel: z.enum(['demo', 'chat', 'widget']).default('chat'),
});
export type ChatBody = z.input<typeof chatBody>;

export const chatReply = z.object({
  message: z.string(),
  /** the same text, for clients written against the older field name */
  response: z.string(),
  isConversationFinished: z.boolean(),
  sessionId: z.string(),
  sources: z.array(ragSource),
});
export type ChatReply = z.infer<typeof chatReply>;

export const endConversationBody = z.object({
  sessionId: z.string().trim().min(1).max(SESSION_ID_MAX),
  messages: z.array(chatHistoryMessage).max(200).default([]),
});

/** POST /api/agents/{agentId}/public-chat (the workflow builder's quick test conversation). */
export const publicChatBody = z.object({
  message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
  sessionId: z.string().trim().min(1).max(SESSION_ID_MAX),
  userId: z.string().max(128).optional(),
  userData: z.object({ name: z.string().max(200).optional(), email: z.string().max(254).optional(), source: z.string().max(100).optional() }).optional(),
});
export const publicChatReply = z.object({ response: z.string(), isConversationFinished: z.boolean() });

/** POST /api/agents/{id}/run with `Authorization: Bearer <platform key>`. */
export const runBody = z.object({
  message: z.string().trim().min(1, { error: 'Required' }).max(CHAT_MESSAGE_MAX),
  sessionId: z.string().trim().min(1).max(SESSION_ID_MAX).optional(),
  messages: z.array(chatHistoryMessage).max(200).default([]),
});
export const runReply = z.object({
  message: z.string(),
  isConversationFinished: z.boolean(),
  sessionId: z.string(),
  usage: z.object({ inputTokens: z.number(), outputTokens: z.number(), totalTokens: z.number(), cost: z.number() }),
  sources: z.array(ragSource),
});
export type RunReply = z.infer<typeof runReply>;

/** Platform API keys: random tokens shown once, stored only as a hash. */
export const createPlatformKeyBody = z.object({ name: z.string().trim().min(1, { error: 'Required' }).max(255) });
export const platformKey = z.object({
  id: z.string(),
  name: z.string(),
  /** masked, e.g. 'af_…9k2x' */
  hint: z.string(),
  createdAt: z.string(),
  lastUsed: z.string().nullable(),
});
export const createdPlatformKey = platformKey.extend({ key: z.string() });
export type PlatformKey = z.infer<typeof platformKey>;

export const generateCodeBody = z.object({
  deploymentType: z.enum(['widget', 'api', 'webhook']),
  versionId: z.string().optional(),
  widgetId: z.string().optional(),
});
export const generatedCode = z.object({
  deploymentType: z.enum(['widget', 'api', 'webhook']),
  code: z.string(),
  /** extra snippets by language (curl, javascript, html) */
  snippets: z.record(z.string(), z.string()),
});
