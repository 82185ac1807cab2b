import { z } from 'zod';
import { TEST_CONSOLE_MODELS } from './catalogues';

/** How a model's structured answer was read: a forced tool call, its JSON text, or its text repaired. */
export const structuredBy = z.enum(['tool_call', 'json_text', 'repaired_text']);
export type StructuredBy = z.infer<typeof structuredBy>;

export const ragSource = z.object({
  title: z.string(),
  url: z.string().nullable(),
  /** 0-1 */
  score: z.number(),
  snippet: z.string(),
});
export type RagSource = z.infer<typeof ragSource>;

export const runStep = z.object({
  type: z.enum(['retrieval', 'model', 'tool', 'curated', 'guardrail', 'context']),
  name: z.string(),
  startedAt: z.string(),
  durationMs: z.number(),
  input: z.unknown().optional(),
  output: z.unknown().optional(),
  tokensIn: z.number().optional(),
  tokensOut: z.number().optional(),
  /** tool steps: success or error */
  status: z.enum(['success', 'error']).optional(),
  error: z.string().optional(),
});
export type RunStep = z.infer<typeof runStep>;

/** Earlier console messages sent with a turn (user and assistant, 20 exchanges). */
export const CONSOLE_HISTORY_MAX = 40;

export const testAgentBody = z.object({
  input: z.string().trim().min(1, { error: 'Required' }).max(4000),
  /** a prompt edited in the console, tested without saving it */
  systemPrompt: z.string().max(50000).optional(),
  /** the console conversation so far, oldest first: the agent answers with it in mind */
  history: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(20000) }))
    .max(CONSOLE_HISTORY_MAX, { error: `at most ${CONSOLE_HISTORY_MAX} earlier messages` })
    .default([]),
  overrides: z
    .object({
      model: z.union([z.enum(TEST_CONSOLE_MODELS), z.string().min(1).max(128)]).optional(),
      temperature: z.number().min(0).max(2).optional(),
      enableRag: z.boolean().default(true),
      enableTools: z.boolean().default(true),
    })
    .default({ enableRag: true, enableTools: true }),
});
export type TestAgentBody = z.input<typeof testAgentBody>;

export const testResult = z.object({
  runId: z.string(),
  output: z.string(),
  latency: z.number(),
  tokens: z.object({ input: z.number(), output: z.number(), total: z.number() }),
  /** dollars; null when the model has no known price */
  cost: z.number().nullable(),
  steps: z.array(runStep),
  ragSources: z.array(ragSource),
  model: z.string(),
  provider: z.string(),
  /** true when the built-in offline provider answered (no key configured) */
  offline: z.boolean(),
  isConversationFinished: z.boolean(),
  status: z.enum(['completed', 'error']),
  error: z.string().nullable(),
});
export type TestResult = z.infer<typeof testResult>;

export const testCase = z.object({
  id: z.string(),
  agentId: z.string(),
  name: z.string(),
  input: z.string(),
  expectedOutput: z.string().nullable(),
  actualOutput: z.string().nullable(),
  passed: z.boolean().nullable(),
  metadata: z
    .object({
      tokens: z.number().optional(),
      cost: z.number().nullable().optional(),
      latency: z.number().optional(),
      ragSources: z.number().optional(),
      gradedBy: z.enum(['contains', 'model']).optional(),
      /** gradedBy 'model': how its verdict was read */
      structuredBy: structuredBy.optional(),
      reason: z.string().optional(),
      /** what the case last ran against: 'draft' or a version label */
      target: z.string().optional(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TestCase = z.infer<typeof testCase>;

export const createTestCaseBody = z.object({
  name: z.string().trim().min(1, { error: 'Required' }).max(255),
  input: z.string().trim().min(1, { error: 'Required' }).max(4000),
  expectedOutput: z.string().max(20000).nullable().optional(),
  actualOutput: z.string().max(50000).nullable().optional(),
});
/** Run every case against the draft (no versionId) or one of the agent's published versions. */
export const runAllTestCasesBody = z.object({ versionId: z.uuid({ error: 'must be a version id' }).optional() }).default({});

export const updateTestCaseBody = z.object({
  name: z.string().trim().min(1).max(255).optional(),
  expectedOutput: z.string().max(20000).nullable().optional(),
});

export const testStats = z.object({
  total: z.number(),
  passed: z.number(),
  failed: z.number(),
  /** milliseconds over the cases that have run; null when none has */
  avgResponseTime: z.number().nullable(),
});
export type TestStats = z.infer<typeof testStats>;

export const analysisIssue = z.object({
  title: z.string(),
  description: z.string(),
  severity: z.enum(['high', 'medium', 'low']),
});
export const analysisSuggestion = z.object({
  title: z.string(),
  description: z.string(),
  example: z.string(),
  applicable: z.boolean(),
});
export const aiAnalysis = z.object({
  issues: z.array(analysisIssue),
  suggestions: z.array(analysisSuggestion),
  improvedPrompt: z.string(),
  /** 'model' when the agent's model wrote it, 'rules' for the built-in prompt review */
  source: z.enum(['model', 'rules']),
  /** why the rules answered although the agent has a model: its answer did not fit the schema */
  fallback: z.literal('unreadable_model_answer').optional(),
  /** source 'model': how its answer was read */
  structuredBy: structuredBy.optional(),
});
export type AiAnalysis = z.infer<typeof aiAnalysis>;
export type AnalysisSuggestion = z.infer<typeof analysisSuggestion>;

export const aiAnalyzeBody = z.object({ customPrompt: z.string().max(50000).optional() });
export const aiTuneUpBody = z.object({
  currentPrompt: z.string().max(50000),
  currentSuggestions: z.array(analysisSuggestion).optional(),
  currentIssues: z.array(analysisIssue).optional(),
});
export const aiTuneUpResult = z.object({
  tunedUpPrompt: z.string(),
  improvements: z.array(z.string()),
  source: z.enum(['model', 'rules']),
  fallback: z.literal('unreadable_model_answer').optional(),
  structuredBy: structuredBy.optional(),
});
export type AiTuneUpResult = z.infer<typeof aiTuneUpResult>;

/** The text a suggestion appends to the saved prompt. */
export function suggestionText(s: { example: string; description: string }): string {
  if (s.example.trim()) return s.example.trim();
  return s.description.replace(/^The prompt should\s*/i, '').trim();
}

/** Applying appends after the saved prompt, separated by a blank line; unapplying removes it. */
export function applySuggestions(savedPrompt: string, applied: { example: string; description: string }[]): string {
  return [savedPrompt.trimEnd(), ...applied.map(suggestionText)].filter(Boolean).join('\n\n');
}
