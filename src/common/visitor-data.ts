import { z } from 'zod';

/** The site's own user id, as the identity sent with the turns carried it (docs/decisions/0045). */
export const visitorExternalIdParam = z.string().min(1).max(255);

const visitorRecord = z.object({
  id: z.string(),
  externalId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  verified: z.boolean(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
});

const turnRecord = z.object({ runId: z.string(), at: z.string(), question: z.string(), answer: z.string().nullable() });
const messageRecord = z.object({ at: z.string(), role: z.string(), body: z.string() });

const conversationRecord = z.object({
  id: z.string(),
  agentId: z.string(),
  channel: z.string(),
  status: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** the visitor's questions and the agent's answers, oldest first */
  turns: z.array(turnRecord),
  /** what the visitor and the team's people wrote while a person answered */
  messages: z.array(messageRecord),
});

const leadRecord = z.object({
  id: z.string(),
  conversationId: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  fields: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

const feedbackRecord = z.object({ runId: z.string(), conversationId: z.string().nullable(), rating: z.string(), comment: z.string().nullable(), at: z.string().nullable() });

const factRecord = z.object({ agentId: z.string().nullable(), category: z.string(), fact: z.string(), createdAt: z.string(), updatedAt: z.string() });

const summaryRecord = z.object({ conversationId: z.string(), agentId: z.string(), summary: z.string(), source: z.string(), createdAt: z.string() });

/** GET /api/platform/visitor-data?userId=: everything stored about one of the site's users. */
export const visitorExport = z.object({
  exportedAt: z.string(),
  visitors: z.array(visitorRecord),
  conversations: z.array(conversationRecord),
  leads: z.array(leadRecord),
  feedback: z.array(feedbackRecord),
  summaries: z.array(summaryRecord),
  /** what the project's agents remember about them (docs/decisions/0051), opened */
  memory: z.array(factRecord),
});
export type VisitorExport = z.infer<typeof visitorExport>;

/** DELETE /api/platform/visitor-data?userId=: how much was deleted, per kind. */
export const visitorErasure = z.object({
  visitors: z.number(),
  conversations: z.number(),
  turns: z.number(),
  messages: z.number(),
  leads: z.number(),
  feedback: z.number(),
  summaries: z.number(),
  facts: z.number(),
});
export type VisitorErasure = z.infer<typeof visitorErasure>;
