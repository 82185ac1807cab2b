import { z } from 'zod';
import { messagingChannel } from './channels/index';

/** The Visitors list (docs/decisions/0054): a project's visitors, most recently seen first. */
export const VISITORS_PAGE_SIZE = 50;
export const VISITOR_SEARCH_MAX = 200;

/** verified: a signed identity; unverified: an unsigned hint; channel: known only by a channel's own id */
export const VISITOR_STATUSES = ['verified', 'unverified', 'channel'] as const;
export const visitorStatus = z.enum(VISITOR_STATUSES);
export type VisitorStatus = z.infer<typeof visitorStatus>;

export const visitorsQuery = z.object({
  /** starts with, any case: a name, an e-mail, the site's user id or a channel's id */
  q: z.string().trim().max(VISITOR_SEARCH_MAX, { error: `at most ${VISITOR_SEARCH_MAX} characters` }).optional(),
  status: visitorStatus.optional(),
  /** visitors with an id on this channel */
  channel: messagingChannel.optional(),
  /** from the previous page's nextCursor */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(VISITORS_PAGE_SIZE),
});
export type VisitorsQuery = z.input<typeof visitorsQuery>;

export const visitorChannelId = z.object({ channel: messagingChannel, externalId: z.string() });
export type VisitorChannelId = z.infer<typeof visitorChannelId>;

export const visitorSummary = z.object({
  id: z.string(),
  status: visitorStatus,
  /** the site's user id, or the first channel id ('sms:+34600111222') */
  externalId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  channelIds: z.array(visitorChannelId),
  conversations: z.number().int(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
});
export type VisitorSummary = z.infer<typeof visitorSummary>;

export const visitorsPage = z.object({ visitors: z.array(visitorSummary), nextCursor: z.string().nullable() });
export type VisitorsPage = z.infer<typeof visitorsPage>;

export const visitorConversation = z.object({
  id: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  channel: z.string(),
  status: z.string(),
  startedAt: z.string(),
  lastMessageAt: z.string(),
  turns: z.number().int(),
});

export const visitorLead = z.object({
  id: z.string(),
  conversationId: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.string(),
});

export const visitorFeedback = z.object({
  runId: z.string(),
  conversationId: z.string(),
  rating: z.enum(['up', 'down']),
  comment: z.string().nullable(),
  ratedAt: z.string().nullable(),
});

/** Per agent the visitor talked to: what they used of the agent's visitor budgets (null limit: unlimited). */
export const visitorBudgetUse = z.object({
  agentId: z.string(),
  agentName: z.string(),
  messagesLast24h: z.number().int(),
  messagesPerDayLimit: z.number().int().nullable(),
  /** the most tokens one of their conversations with this agent spent */
  largestConversationTokens: z.number().int(),
  tokensPerConversationLimit: z.number().int().nullable(),
  tokensTotal: z.number().int(),
});

export const visitorDetail = visitorSummary.extend({
  conversationsList: z.array(visitorConversation),
  leads: z.array(visitorLead),
  feedback: z.array(visitorFeedback),
  budgets: z.array(visitorBudgetUse),
});
export type VisitorDetail = z.infer<typeof visitorDetail>;

/** POST /api/projects/{id}/visitors/{visitorId}/link: merges `visitorId` of the body into the visitor of the path. */
export const linkVisitorBody = z.object({ visitorId: z.uuid({ error: 'visitorId: Invalid visitor id' }) });

/** What deleting a visitor removed. */
export const deletedVisitor = z.object({
  deleted: z.object({
    visitors: z.number().int(),
    conversations: z.number().int(),
    runs: z.number().int(),
    leads: z.number().int(),
    feedback: z.number().int(),
    channelMessages: z.number().int(),
    channelIds: z.number().int(),
  }),
});
export type DeletedVisitor = z.infer<typeof deletedVisitor>;

export const VISITOR_ERROR_CODES = {
  /** an unverified hint and a verified visitor are never merged (docs/decisions/0045) */
  unverifiedIntoVerified: 'VISITOR_LINK_UNVERIFIED',
  /** a visitor linked to itself */
  sameVisitor: 'VISITOR_LINK_SAME',
} as const;
