import { z } from 'zod';
import { identityOutcome, visitorIdentity } from './identity';
import { ragSource } from './testing';

/** The server keeps at most this many prior messages, whatever the client sends. */
export const CHAT_HISTORY_LIMIT = 10;
export const CHAT_MESSAGE_MAX = 4000;
export const SESSION_ID_MAX = 128;

export const chatHistoryMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(20000),
});

/** POST /api/agent-versions/{versionId}/chat; send `Accept: text/event-stream` to stream (delta / done / error events). */
/** What a page or API caller says about the visitor; tools (webhooks, e-mail, leads) pass it on. */
export const visitorData = z.object({ name: z.string().max(200).optional(), email: z.string().max(254).optional(), source: z.string().max(100).optional() });

export const chatBody = z.object({
  message: z.string().trim().min(1, { error: 'Required' }).max(CHAT_MESSAGE_MAX, { error: `Message must be at most ${CHAT_MESSAGE_MAX} characters` }),
  sessionId: z.string().trim().min(1, { error: 'Required' }).max(SESSION_ID_MAX),
  messages: z.array(chatHistoryMessage).max(200).default([]),
  /** which public surface sent it; 'test' is implied by a 'test_agent_' session */
  channel: z.enum(['demo', 'chat', 'widget']).default('chat'),
  userData: visitorData.optional(),
  /** who the site says the visitor is, signed by its server to be trusted (docs/decisions/0045) */
  identity: visitorIdentity.optional(),
});
export type ChatBody = z.input<typeof chatBody>;

export const chatReply = z.object({
  message: z.string(),
  /** the same text, for clients written against the older field name */
  response: z.string(),
  isConversationFinished: z.boolean(),
  sessionId: z.string(),
  sources: z.array(ragSource),
  /** the stored run, to rate with POST /api/agent-versions/{versionId}/feedback; null when the reply cannot be rated (the monthly limit's notice) */
  runId: z.string().nullable(),
  /** a person from the team answers this conversation: the agent said nothing (message is ''); their replies arrive on the session's events */
  withPerson: z.boolean(),
  /** what became of the identity sent with the turn; null when none was sent */
  identity: identityOutcome.nullable(),
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
  userData: visitorData.optional(),
});
export const publicChatReply = z.object({ response: z.string(), isConversationFinished: z.boolean() });

/** POST /api/agents/{id}/run with `Authorization: Bearer <platform key>`. */
export const runBody = z.object({
  message: z.string().trim().min(1, { error: 'Required' }).max(CHAT_MESSAGE_MAX),
  sessionId: z.string().trim().min(1).max(SESSION_ID_MAX).optional(),
  messages: z.array(chatHistoryMessage).max(200).default([]),
  userData: visitorData.optional(),
  /** the end user, signed with the agent's identity secret to be trusted (docs/decisions/0045) */
  identity: visitorIdentity.optional(),
});
export const runReply = z.object({
  message: z.string(),
  isConversationFinished: z.boolean(),
  sessionId: z.string(),
  /** cost in dollars; null when the model has no known price (docs/decisions/0035) */
  usage: z.object({ inputTokens: z.number(), outputTokens: z.number(), totalTokens: z.number(), cost: z.number().nullable() }),
  sources: z.array(ragSource),
  /** as in chatReply: the run to rate through the active version's feedback route; null when it cannot be rated */
  runId: z.string().nullable(),
  /** as in chatReply: verified, unverified or refused (the turn was answered anonymously); null when none was sent */
  identity: identityOutcome.nullable(),
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

/** Machine-readable codes of the chat and public API errors (besides the generic ones). */
export const CHAT_ERROR_CODES = {
  conversationEnded: 'CONVERSATION_ENDED',
  noActiveVersion: 'NO_ACTIVE_VERSION',
  modelUnavailable: 'MODEL_UNAVAILABLE',
  invalidApiKey: 'INVALID_API_KEY',
} as const;

export const endConversationReply = z.object({ ok: z.literal(true) });

/** GET /api/agents/{id}/deployment-stats: production (non-test) turns stored for the agent. */
export const channelStats = z.object({
  conversations: z.number(),
  turns: z.number(),
  errors: z.number(),
  /** turns refused because the owner's monthly run limit was reached */
  limited: z.number(),
});
export const deploymentStats = z.object({
  byChannel: z.record(z.string(), channelStats),
  totalConversations: z.number(),
  totalTurns: z.number(),
  /** milliseconds over answered turns; null when none */
  avgLatency: z.number().nullable(),
  /** seven UTC days, oldest first, today last; date is YYYY-MM-DD */
  last7Days: z.array(z.object({ date: z.string(), turns: z.number() })),
});
export type DeploymentStats = z.infer<typeof deploymentStats>;
