import { z } from 'zod';
import { agentInput } from './agents';
import { CURATED_PAIRS_MAX, curatedAnswerBody, curatedSettings } from './curated-answers';
import { createTestCaseBody } from './testing';
import { apiCallConfig, calendarConfig, captureLeadConfig, endpointConfig, sendEmailConfig, TOOL_LIMITS, webSearchConfig } from './tool-configs';
import { WIDGET_LIMITS, widgetBody } from './widgets';
import { saveWorkflowBody } from './workflows';

/**
 * An agent as one file (docs/decisions/0040): its settings, prompt, rules, built-in tools with
 * every secret replaced by a placeholder, test cases, curated answers, its workflow, widget
 * designs and its knowledge as source URLs (documents too when asked). Export and import read this schema; the instance publishes it as
 * JSON Schema at GET /api/agent-file/schema.json.
 */
export const AGENT_FILE_KIND = 'agentforge.agent';
export const AGENT_FILE_FORMAT_VERSION = 1;
/** the largest file the import route accepts (documents included, as base64) */
export const AGENT_FILE_MAX_BYTES = 12_582_912;
/** the documents a file may carry, all together, before base64 */
export const AGENT_FILE_DOCUMENTS_MAX_BYTES = 8_388_608;
export const AGENT_FILE_DOCUMENTS_MAX = 100;
const MB = 1_048_576;
export const documentsTooLarge = (bytes: number) =>
  `The documents take ${(bytes / MB).toFixed(1)} MB; an agent file carries at most ${AGENT_FILE_DOCUMENTS_MAX_BYTES / MB} MB of documents`;
export const AGENT_FILE_TEST_CASES_MAX = 500;
export const AGENT_FILE_ERROR_CODES = { newerFormat: 'AGENT_FILE_NEWER_FORMAT', invalid: 'AGENT_FILE_INVALID' } as const;

/** Where a secret was: the import asks for a value under this name (its path in the file). */
export const secretPlaceholder = z.object({ $secret: z.string().min(1).max(300) }).strict();
export type SecretPlaceholder = z.infer<typeof secretPlaceholder>;

const headerPlaceholders = z
  .record(z.string().trim().min(1).max(TOOL_LIMITS.headerName), secretPlaceholder)
  .refine((h) => Object.keys(h).length <= TOOL_LIMITS.headers, { error: `At most ${TOOL_LIMITS.headers} headers` })
  .default({});

const endpointInFile = endpointConfig.omit({ signingSecretSet: true }).extend({ headers: headerPlaceholders, signingSecret: secretPlaceholder.optional() });

/** The built-in tools' settings as the form holds them, each secret a placeholder. */
export const fileToolConfigs = z.object({
  sendEmail: sendEmailConfig.omit({ smtpPasswordSet: true }).extend({ smtpPassword: secretPlaceholder.optional() }).optional(),
  webhook: endpointInFile.optional(),
  postConversationHook: endpointInFile.optional(),
  apiCall: apiCallConfig.extend({ headers: headerPlaceholders }).optional(),
  webSearch: webSearchConfig.omit({ apiKeySet: true }).extend({ apiKey: secretPlaceholder.optional() }).optional(),
  calendar: calendarConfig.omit({ passwordSet: true }).extend({ password: secretPlaceholder.optional() }).optional(),
  captureLead: captureLeadConfig.optional(),
});
export type FileToolConfigs = z.infer<typeof fileToolConfigs>;

/** How many bytes a base64 text decodes to. */
export const base64Bytes = (text: string) => Math.floor((text.length * 3) / 4) - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);

const fileDocument = z.object({
  name: z.string().trim().min(1).max(255),
  contentBase64: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'Not base64' }),
});

export const fileAgent = agentInput
  .pick({
    name: true,
    description: true,
    industry: true,
    defaultLanguage: true,
    avatarUrl: true,
    modelProvider: true,
    modelName: true,
    modelSettings: true,
    systemPrompt: true,
    rules: true,
    fallbackMessage: true,
    starters: true,
    conversationFlow: true,
    companyInfo: true,
    guardrails: true,
    memory: true,
    contextRecallDays: true,
    channels: true,
    enabledTools: true,
  })
  .extend({ toolConfigs: fileToolConfigs.default({}) });

export const agentFile = z.object({
  kind: z.literal(AGENT_FILE_KIND),
  formatVersion: z.literal(AGENT_FILE_FORMAT_VERSION),
  exportedAt: z.string().max(64).optional(),
  agent: fileAgent,
  knowledge: z
    .object({
      websiteUrls: agentInput.shape.websiteUrls,
      /** uploaded documents, when the export was asked to include them */
      documents: z.array(fileDocument).max(AGENT_FILE_DOCUMENTS_MAX).default([]),
    })
    .superRefine((k, ctx) => {
      const bytes = k.documents.reduce((sum, d) => sum + base64Bytes(d.contentBase64), 0);
      if (bytes > AGENT_FILE_DOCUMENTS_MAX_BYTES) ctx.addIssue({ code: 'custom', path: ['documents'], message: documentsTooLarge(bytes) });
    })
    .default({ websiteUrls: [], documents: [] }),
  testCases: z.array(createTestCaseBody.pick({ name: true, input: true, expectedOutput: true })).max(AGENT_FILE_TEST_CASES_MAX).default([]),
  curatedAnswers: z
    .object({ settings: curatedSettings.optional(), pairs: z.array(curatedAnswerBody).max(CURATED_PAIRS_MAX).default([]) })
    .default({ pairs: [] }),
  /** the agent's workflow graph (webhook header values as placeholders); null when it has none */
  workflow: saveWorkflowBody.nullable().default(null),
  widgets: z.array(widgetBody.pick({ name: true, htmlCode: true, customConfig: true, isPremiumFeatures: true })).max(WIDGET_LIMITS.maxPerAgent).default([]),
});
export type AgentFile = z.output<typeof agentFile>;

/** POST /api/projects/{id}/agent-imports: the file as read, and a value for each placeholder it holds. */
export const agentImportBody = z.object({
  file: z.unknown(),
  secrets: z.record(z.string().max(300), z.string().max(TOOL_LIMITS.headerValue)).default({}),
});
export type AgentImportBody = z.input<typeof agentImportBody>;

/**
 * Why a part of a file was not used: a field this format does not have, a tool secret given no
 * value (the tool is off), a workflow header given no value (left out), widgets without Premium.
 */
export const NOT_USED_REASONS = ['unknownField', 'secretMissing', 'workflowSecretMissing', 'widgetsNeedPremium'] as const;

export const agentImportReport = z.object({
  agent: z.object({ id: z.string(), name: z.string(), projectId: z.string() }),
  /** every part of the file the new agent does not hold: its path, why (a code) and the same in a sentence */
  notUsed: z.array(z.object({ path: z.string(), reason: z.enum(NOT_USED_REASONS), message: z.string() })),
});
export type AgentImportReport = z.infer<typeof agentImportReport>;

/** The placeholders a file holds, in file order: the import asks for a value for each. */
export function secretPlaceholders(file: unknown): string[] {
  const found: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const parsed = secretPlaceholder.safeParse(v);
      if (parsed.success) found.push(parsed.data.$secret);
      else Object.values(v).forEach(walk);
    }
  };
  walk(file);
  return [...new Set(found)];
}

/** The version a file names, when it names one. */
export function formatVersionOf(file: unknown): number | null {
  const v = file && typeof file === 'object' ? (file as { formatVersion?: unknown }).formatVersion : undefined;
  return typeof v === 'number' ? v : null;
}
