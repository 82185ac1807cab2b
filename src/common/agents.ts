import { z } from 'zod';
import { MODEL_PROVIDER_IDS } from './catalogues';
import { toolConfigs } from './tool-configs';
import { guardrailSettings } from './guardrails';
import { memoryMode } from './visitor-memory';

export const AGENT_STATUSES = ['draft', 'active', 'disabled', 'archived'] as const;
export const agentStatus = z.enum(AGENT_STATUSES);
export type AgentStatus = z.infer<typeof agentStatus>;

/** Agent defaults. */
export const AGENT_DEFAULTS = {
  defaultLanguage: 'en',
  modelProvider: 'openai',
  modelName: 'gpt-5',
  modelSettings: { temperature: 0.7, topP: 1, maxTokens: 2000 },
  smtpPort: 587,
  toolTimeoutMs: 30000,
} as const;
export const AGENT_NAME_MAX = 255;
/** conversation starters: suggested first questions shown before the visitor's first message */
export const STARTERS_MAX = 4;
export const STARTER_CHARS_MAX = 200;
/** what the agent says when its knowledge has no answer (empty: a polite default in its language) */
export const FALLBACK_MESSAGE_MAX = 1000;
/** How long after a known visitor's conversation the agent is given its summary when they come back (days; 0: never). docs/decisions/0052 */
export const CONTEXT_RECALL_DAYS_MAX = 90;
export const DEFAULT_CONTEXT_RECALL_DAYS = 7;
export const contextRecallDays = z.number().int().min(0).max(CONTEXT_RECALL_DAYS_MAX);

export const starters = z
  .array(z.string().trim().min(1, { error: 'A starter cannot be empty' }).max(STARTER_CHARS_MAX, { error: `A starter can be at most ${STARTER_CHARS_MAX} characters` }))
  .max(STARTERS_MAX, { error: `At most ${STARTERS_MAX} conversation starters` });
export const WIZARD_STEPS = 5;
export const MAX_TOOL_STEPS = 5;

export const modelSettings = z.object({
  temperature: z.number().min(0).max(2).default(0.7),
  topP: z.number().min(0).max(1).default(1),
  maxTokens: z.number().int().min(1).max(128000).default(2000),
});
export type ModelSettings = z.infer<typeof modelSettings>;

export const channels = z.object({
  webWidget: z.boolean().default(true),
  api: z.boolean().default(true),
  sms: z.boolean().default(false),
  whatsapp: z.boolean().default(false),
});
export type Channels = z.infer<typeof channels>;

export const enabledTools = z.object({
  webSearch: z.boolean().default(false),
  sendEmail: z.boolean().default(false),
  calendar: z.boolean().default(false),
  webhook: z.boolean().default(false),
  apiCall: z.boolean().default(false),
  postConversationHook: z.boolean().default(false),
  captureLead: z.boolean().default(false),
  requestHuman: z.boolean().default(false),
});
export type EnabledTools = z.infer<typeof enabledTools>;

export { toolConfigs, type ToolConfigs } from './tool-configs';

/** A project tool attached to the agent in wizard step 4 (agent_tools). */
export const attachedTool = z.object({ toolId: z.uuid(), enabled: z.boolean().default(true) });
export type AttachedTool = z.infer<typeof attachedTool>;

const websiteUrl = z.string().trim().url({ error: 'Invalid URL' }).refine((u) => /^https?:\/\//i.test(u), {
  error: 'URL must start with http:// or https://',
});

/** The agent form payload: agent fields plus websiteUrls, enabledTools, toolConfigs. */
export const agentInput = z.object({
  name: z.string().trim().min(1, { error: 'Required' }).max(AGENT_NAME_MAX),
  description: z.string().trim().max(2000).nullable().optional(),
  industry: z.string().trim().max(64).nullable().optional(),
  defaultLanguage: z.enum(['en', 'es']).default('en'),
  avatarUrl: z.string().trim().max(2000).nullable().optional(),
  status: agentStatus.default('draft'),
  isPublic: z.boolean().optional(),
  modelProvider: z.enum(MODEL_PROVIDER_IDS).default('openai'),
  modelName: z.string().trim().min(1, { error: 'Required' }).max(128).default('gpt-5'),
  modelSettings: modelSettings.default({ temperature: 0.7, topP: 1, maxTokens: 2000 }),
  systemPrompt: z.string().max(50000).nullable().optional(),
  rules: z.string().max(20000).nullable().optional(),
  fallbackMessage: z
    .string()
    .trim()
    .max(FALLBACK_MESSAGE_MAX, { error: `The fallback message can be at most ${FALLBACK_MESSAGE_MAX} characters` })
    .nullable()
    .optional(),
  starters: starters.optional(),
  conversationFlow: z.unknown().optional(),
  companyInfo: z.record(z.string(), z.unknown()).nullable().optional(),
  guardrails: guardrailSettings.nullable().optional(),
  /** left out: the agent keeps its setting (off for a new agent) */
  memory: memoryMode.optional(),
  /** absent: the agent keeps its setting (a new agent: DEFAULT_CONTEXT_RECALL_DAYS) */
  contextRecallDays: contextRecallDays.optional(),
  channels: channels.default({ webWidget: true, api: true, sms: false, whatsapp: false }),
  datasetId: z.uuid().nullable().optional(),
  websiteUrls: z.array(websiteUrl).max(100).default([]),
  files: z.array(z.unknown()).optional(),
  enabledTools: enabledTools.default({
    webSearch: false,
    sendEmail: false,
    calendar: false,
    webhook: false,
    apiCall: false,
    postConversationHook: false,
    captureLead: false,
    requestHuman: false,
  }),
  toolConfigs: toolConfigs.default({}),
  /** when sent, replaces the agent's attached project tools */
  attachedTools: z.array(attachedTool).max(50).optional(),
  /** duplicating: the agent whose stored tool secrets stand in for the masks this form sends back */
  secretsFrom: z.uuid().optional(),
});
export type AgentInput = z.input<typeof agentInput>;
export type AgentInputParsed = z.output<typeof agentInput>;

/**
 * PUT /api/agents/{id}: the full form payload, or only { systemPrompt }. A name rules the
 * prompt-only shape out at once, so a bad field of the full form is reported by name rather than
 * as the union's "Invalid input".
 */
export const updateAgentBody = z.union([z.object({ systemPrompt: z.string().max(50000), name: z.never().optional() }).strict(), agentInput]);

export const patchAgentBody = z
  .object({ isPublic: z.boolean().optional(), status: agentStatus.optional(), traceTexts: z.boolean().optional() })
  .refine((v) => v.isPublic !== undefined || v.status !== undefined || v.traceTexts !== undefined, { error: 'Send isPublic, status or traceTexts' });

export const agent = z.object({
  id: z.string(),
  projectId: z.string(),
  datasetId: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  industry: z.string().nullable(),
  defaultLanguage: z.string(),
  avatarUrl: z.string().nullable(),
  status: agentStatus,
  isPublic: z.boolean(),
  /** exported traces carry the visitor's question and the answer, PII-masked (live, not part of a version) */
  traceTexts: z.boolean(),
  modelProvider: z.string(),
  modelName: z.string(),
  modelSettings: modelSettings,
  systemPrompt: z.string().nullable(),
  rules: z.string().nullable(),
  fallbackMessage: z.string().nullable(),
  starters: z.array(z.string()),
  conversationFlow: z.unknown().nullable(),
  companyInfo: z.record(z.string(), z.unknown()).nullable(),
  guardrails: guardrailSettings.nullable(),
  memory: memoryMode,
  contextRecallDays: z.number(),
  channels,
  websiteUrls: z.array(z.string()),
  enabledTools,
  toolConfigs,
  attachedTools: z.array(attachedTool),
  lastVersionNumber: z.number(),
  latestVersion: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Agent = z.infer<typeof agent>;

/** One row of GET /api/projects/{id}/agents. */
export const agentListItem = agent.pick({
  id: true,
  projectId: true,
  name: true,
  description: true,
  industry: true,
  status: true,
  isPublic: true,
  modelProvider: true,
  modelName: true,
  latestVersion: true,
  createdAt: true,
  updatedAt: true,
});
export type AgentListItem = z.infer<typeof agentListItem>;

export const deleteUrlBody = z.object({ url: z.string().trim().min(1, { error: 'Required' }) });

/** Trailing slashes removed, duplicates merged, blanks dropped. */
export function normalizeWebsiteUrls(urls: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of urls) {
    const url = raw.trim().replace(/\/+$/, '');
    if (!url || seen.has(url)) continue;
    seen.add(url);
    out.push(url);
  }
  return out;
}
