/** A known visitor's ended conversation, summed up once for the agent's next conversation with them (docs/decisions/0052). */
import { index, integer, numeric, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { agents, conversations, visitors } from './schema';

export const visitorSummaries = pgTable(
  'visitor_summaries',
  {
    /** one summary per conversation; deleted with it (data retention, erasure) */
    conversationId: uuid('conversation_id')
      .primaryKey()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id')
      .notNull()
      .references(() => visitors.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** PII-masked as the conversation's runs are, when the project's owner asks */
    summary: text('summary').notNull(),
    /** model: written by the agent's model; last_exchange: the offline model's (the last question and answer) */
    source: varchar('source', { length: 16 }).notNull(),
    model: varchar('model', { length: 100 }),
    tokensIn: integer('tokens_in').notNull().default(0),
    tokensOut: integer('tokens_out').notNull().default(0),
    /** dollars; null when the model has no known price (docs/decisions/0035) */
    cost: numeric('cost', { precision: 10, scale: 6 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // the one read at a conversation's start: this visitor's newest summary with this agent
  (t) => [index('visitor_summaries_visitor_agent_idx').on(t.visitorId, t.agentId, t.createdAt)],
);
