import { z } from 'zod';
import { channels, enabledTools, modelSettings, toolConfigs } from './agents';
import { guardrailSettings } from './guardrails';
import { memoryMode } from './visitor-memory';

/** The system-prompt preview shown as 'personality'. */
export const PERSONALITY_CHARS = 150;

/** The frozen copy of everything the runtime needs (the agent's fields plus model settings, tools, dataset). */
export const versionSnapshot = z.object({
  name: z.string(),
  modelName: z.string(),
  modelProvider: z.string(),
  personality: z.string(),
  systemPrompt: z.string().nullable(),
  rules: z.string().nullable(),
  /** absent in versions published before they existed */
  fallbackMessage: z.string().nullable().optional(),
  starters: z.array(z.string()).optional(),
  defaultLanguage: z.string(),
  modelSettings,
  companyInfo: z.record(z.string(), z.unknown()).nullable(),
  enabledTools,
  toolConfigs,
  /** the project tools frozen with the version (their settings stay on the server) */
  projectTools: z.array(z.object({ id: z.string(), name: z.string(), type: z.string() })),
  channels,
  datasetId: z.string().nullable(),
  /** absent in versions published before guardrails */
  guardrails: guardrailSettings.nullable().optional(),
  /** absent in versions published before memory: off */
  memory: memoryMode.optional(),
  /** absent in versions published before it existed: DEFAULT_CONTEXT_RECALL_DAYS */
  contextRecallDays: z.number().int().min(0).optional(),
});
export type VersionSnapshot = z.infer<typeof versionSnapshot>;

/** A test case that failed against the version being published: what it expected and what the version answered. */
export const failingCase = z.object({ id: z.string(), name: z.string(), input: z.string(), expected: z.string(), got: z.string(), reason: z.string() });
export type FailingCase = z.infer<typeof failingCase>;

/** GET /api/agents/{id}/versions (owner view). */
export const agentVersion = z.object({
  id: z.string(),
  agentId: z.string(),
  version: z.string(),
  isActive: z.boolean(),
  isPublic: z.boolean(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  /** display name of the publisher (first + last name, else e-mail) */
  publishedByName: z.string().nullable(),
  snapshot: versionSnapshot,
  /** true when the publisher chose "Publish anyway" over failing test cases (listed in failingCases) */
  publishedDespiteFailures: z.boolean(),
  failingCases: z.array(failingCase),
  /** the last time the version was made the active one after publishing (a rollback), and by whom */
  activatedAt: z.string().nullable(),
  activatedByName: z.string().nullable(),
});
export type AgentVersion = z.infer<typeof agentVersion>;

export const publishBody = z
  .object({
    makeActive: z.boolean().default(true),
    /** publish even though some of the agent's test cases fail; the failures are recorded on the version */
    publishAnyway: z.boolean().default(false),
    /**
     * the status of a blocked publish: 409 (the default), or 200 for a client to whom a blocked
     * publish is an expected answer, not a failure (the web app: browsers log every 4xx as a failed request)
     */
    blockedStatus: z.union([z.literal(409), z.literal(200)]).default(409),
  })
  .default({ makeActive: true, publishAnyway: false, blockedStatus: 409 });

export const PUBLISH_BLOCKED_CODE = 'TEST_CASES_FAILED';
/** The 409 answer of a publish that failing test cases blocked. */
export const publishBlocked = z.object({ message: z.string(), code: z.literal(PUBLISH_BLOCKED_CODE), failingCases: z.array(failingCase) });
export type PublishBlocked = z.infer<typeof publishBlocked>;
export const versionVisibilityBody = z.object({ isPublic: z.boolean() });
export const versionActiveBody = z.object({ isActive: z.boolean() });

/** GET /api/agent-versions/{versionId}: public, only for public versions; no full prompt, no tools. */
export const publicVersion = z.object({
  id: z.string(),
  agentId: z.string(),
  version: z.string(),
  publishedAt: z.string(),
  name: z.string(),
  modelName: z.string(),
  modelProvider: z.string(),
  personality: z.string(),
  defaultLanguage: z.string(),
  /** suggested first questions frozen with the version (owner-written), shown before the visitor's first message */
  starters: z.array(z.string()),
  /** the model that answers visitors now: the configured one, or the built-in offline model when no key serves it */
  answeredBy: z.object({ provider: z.string(), model: z.string(), offline: z.boolean() }),
});
export type PublicVersion = z.infer<typeof publicVersion>;

/**
 * GET /api/agent-versions/{versionId}/opener: the demo page's first assistant message, an
 * introduction written once per version and reused; reading it is not a conversation, a run or a cost.
 */
export const versionOpener = z.object({ language: z.enum(['en', 'es']), text: z.string() });
export type VersionOpener = z.infer<typeof versionOpener>;
