import { z } from 'zod';
import { conversationVisitor } from './identity';
import { GUARDRAIL_CHECKS } from './guardrails';
import { FEEDBACK_RATINGS } from './feedback';
import { MESSAGING_CHANNELS } from './channels';
import { ragSource, runStep } from './testing';

/** The Conversations filter on guardrails: one check, or any. */
export const GUARDRAIL_FILTERS = ['any', ...GUARDRAIL_CHECKS] as const;
export type GuardrailFilter = (typeof GUARDRAIL_FILTERS)[number];

/** Where a conversation happened: the web and the API, then every messaging channel. */
export const CONVERSATION_CHANNELS = ['test', 'demo', 'chat', 'widget', 'api', ...MESSAGING_CHANNELS] as const;
export type ConversationChannel = (typeof CONVERSATION_CHANNELS)[number];
export const CONVERSATION_STATUSES = ['active', 'ended'] as const;
/** 'any': conversations with at least one rated reply, whatever the rating */
export const CONVERSATION_RATING_FILTERS = [...FEEDBACK_RATINGS, 'any'] as const;
export const CONVERSATIONS_PAGE_SIZE = 25;
export const RUNS_PAGE_SIZE = 50;

/** GET /api/projects/{id}/conversations (and its export): filters as query parameters. */
export const conversationsQuery = z.object({
  agentId: z.uuid({ error: 'Invalid agent id' }).optional(),
  versionId: z.uuid({ error: 'Invalid version id' }).optional(),
  channel: z.enum(CONVERSATION_CHANNELS).optional(),
  status: z.enum(CONVERSATION_STATUSES).optional(),
  /** ISO date or date-time, inclusive */
  from: z.iso.date().or(z.iso.datetime()).optional(),
  to: z.iso.date().or(z.iso.datetime()).optional(),
  /** 'true': only conversations that captured a lead */
  hasLead: z.enum(['true', 'false']).optional(),
  /** conversations with at least one reply the visitor rated so */
  rating: z.enum(CONVERSATION_RATING_FILTERS, { error: "Use 'up', 'down' or 'any'" }).optional(),
  /** conversations with a turn where this guardrail check fired ('any': any check) */
  guardrail: z.enum(GUARDRAIL_FILTERS, { error: `Use one of ${GUARDRAIL_FILTERS.join(', ')}` }).optional(),
  /** words searched in the visitor's and the agent's messages */
  q: z.string().trim().max(200).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CONVERSATIONS_PAGE_SIZE),
});
export type ConversationsQuery = z.input<typeof conversationsQuery>;

export const CONVERSATIONS_EXPORT_FORMATS = ['csv', 'json'] as const;
/** GET /api/projects/{id}/conversations/export: the list's filters, every page. */
export const conversationsExportQuery = conversationsQuery
  .omit({ cursor: true, limit: true })
  .extend({ format: z.enum(CONVERSATIONS_EXPORT_FORMATS, { error: "Use 'csv' or 'json'" }).default('csv') });
export type ConversationsExportQuery = z.input<typeof conversationsExportQuery>;

export const conversationSummary = z.object({
  id: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  agentVersionId: z.string().nullable(),
  version: z.string().nullable(),
  sessionId: z.string(),
  channel: z.string(),
  status: z.string(),
  isTest: z.boolean(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  lastMessageAt: z.string(),
  turns: z.number(),
  /** the first visitor message, clipped */
  preview: z.string(),
  tokens: z.number(),
  /** dollars, 6 decimals as stored: the turns with a known price (docs/decisions/0035) */
  cost: z.number(),
  /** turns whose model has no known price, left out of `cost` */
  unpricedTurns: z.number(),
  errors: z.number(),
  /** replies the visitor rated helpful / not helpful */
  ratingsUp: z.number(),
  ratingsDown: z.number(),
  hasLead: z.boolean(),
  visitor: z.record(z.string(), z.unknown()).nullable(),
  /** who the site said the visitor is, verified by its signature or only a hint (docs/decisions/0045) */
  identifiedVisitor: conversationVisitor.nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const conversationsPage = z.object({ conversations: z.array(conversationSummary), nextCursor: z.string().nullable() });
export type ConversationsPage = z.infer<typeof conversationsPage>;

/** One turn of a transcript: the visitor's message and everything the agent did to answer it. */
export const transcriptTurn = z.object({
  runId: z.string(),
  createdAt: z.string(),
  userInput: z.string(),
  agentOutput: z.string().nullable(),
  status: z.string(),
  error: z.string().nullable(),
  /** a messaging channel's provider refused the answer for good: why (null when it was sent) */
  deliveryError: z.string().nullable(),
  steps: z.array(runStep),
  sources: z.array(ragSource),
  tokensIn: z.number(),
  tokensOut: z.number(),
  /** dollars; null when the model has no known price */
  cost: z.number().nullable(),
  latency: z.number().nullable(),
  /** the visitor's feedback on the reply */
  rating: z.enum(FEEDBACK_RATINGS).nullable(),
  ratingComment: z.string().nullable(),
  ratedAt: z.string().nullable(),
});
export type TranscriptTurn = z.infer<typeof transcriptTurn>;

/** What was said while a person answered instead of the agent (the handoff Inbox), and the joined / left notices. */
export const personMessage = z.object({
  id: z.string(),
  createdAt: z.string(),
  role: z.enum(['visitor', 'operator', 'notice']),
  text: z.string(),
  /** the operator who wrote it */
  author: z.string().nullable(),
});
export type PersonMessage = z.infer<typeof personMessage>;

/** GET /api/conversations/{id} */
export const conversationDetail = conversationSummary.extend({ turns: z.number(), transcript: z.array(transcriptTurn), personMessages: z.array(personMessage) });
export type ConversationDetail = z.infer<typeof conversationDetail>;

/** GET /api/projects/{id}/runs: the project's runs, newest first. */
export const runsQuery = z.object({
  agentId: z.uuid({ error: 'Invalid agent id' }).optional(),
  channel: z.enum(CONVERSATION_CHANNELS).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(RUNS_PAGE_SIZE),
});
export const runListItem = z.object({
  id: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  agentVersionId: z.string().nullable(),
  conversationId: z.string().nullable(),
  sessionId: z.string().nullable(),
  channel: z.string(),
  isTest: z.boolean(),
  userInput: z.string(),
  agentOutput: z.string().nullable(),
  tokens: z.number(),
  /** dollars; null when the model has no known price */
  cost: z.number().nullable(),
  latency: z.number().nullable(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type RunListItem = z.infer<typeof runListItem>;
export const runsPage = z.object({ runs: z.array(runListItem), nextCursor: z.string().nullable() });
export type RunsPage = z.infer<typeof runsPage>;
