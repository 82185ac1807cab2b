import { z } from 'zod';

/** Who answers a conversation: the agent, the agent asked for a person, or a person took it over. */
export const HANDOFF_STATES = ['bot', 'requested', 'human'] as const;
export type HandoffState = (typeof HANDOFF_STATES)[number];

/** An open conversation in the Inbox. */
export const inboxConversation = z.object({
  id: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  channel: z.string(),
  sessionId: z.string(),
  /** who the visitor is, when the page or the channel said (userData.name: a Slack user's name) */
  visitorName: z.string().nullable(),
  /** true when the site signed who the visitor is, false for an unsigned hint, null when it said nothing (docs/decisions/0045) */
  visitorVerified: z.boolean().nullable(),
  handoff: z.enum(HANDOFF_STATES),
  /** an ended conversation is read-only (the visitor has gone) */
  ended: z.boolean(),
  /** the operator answering it, when a person took it over */
  operator: z.object({ id: z.string(), name: z.string() }).nullable(),
  lastMessageAt: z.string(),
  /** the newest message, clipped */
  preview: z.string(),
});
export type InboxConversation = z.infer<typeof inboxConversation>;
export const inboxList = z.object({ conversations: z.array(inboxConversation), requested: z.number() });
export type InboxList = z.infer<typeof inboxList>;

/** One entry of a conversation as the Inbox and the visitor see it, oldest first. */
export const timelineEntry = z.object({
  id: z.string(),
  at: z.string(),
  role: z.enum(['visitor', 'agent', 'operator', 'notice']),
  text: z.string(),
  /** the operator who wrote it */
  author: z.string().nullable(),
  /** an agent's answer a messaging channel's provider refused for good: why (null when it was sent) */
  notSent: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;
export const inboxThread = z.object({ conversation: inboxConversation, timeline: z.array(timelineEntry) });
export type InboxThread = z.infer<typeof inboxThread>;

export const OPERATOR_MESSAGE_MAX = 4000;
export const operatorMessageBody = z.object({ text: z.string().trim().min(1).max(OPERATOR_MESSAGE_MAX) });

/** What the visitor's page receives live (GET /api/agent-versions/{id}/sessions/{sessionId}/events). */
export type VisitorEvent =
  | { type: 'operator_message'; id: string; text: string; at: string }
  /** the agent speaks later than its turn (after a person decided on a held tool call) */
  | { type: 'agent_message'; id: string; text: string; at: string }
  | { type: 'handoff'; state: HandoffState; notice: string; at: string };

/** What the Inbox receives live (GET /api/projects/{id}/inbox/events): something changed in this conversation. */
export type InboxEvent = { type: 'conversation'; conversationId: string };
