/** What agents remember about a known visitor (docs/decisions/0051): short facts, sealed at rest. */
import { index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { agents, conversations, projects, visitors } from './schema';

export const visitorFacts = pgTable(
  'visitor_facts',
  {
    id: id(),
    /** deleting the visitor deletes everything remembered about them */
    visitorId: uuid('visitor_id')
      .notNull()
      .references(() => visitors.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** the agent that remembered it; the project's agents with memory on all recall it */
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** the conversation the fact came from (null once that conversation is deleted) */
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    /** the fact, sealed with AES-256-GCM (platform/secrets.ts, purpose visitor-memory) */
    sealedFact: text('sealed_fact').notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // recall and the visitor's page: one visitor's facts, newest first
    index('visitor_facts_visitor_idx').on(t.visitorId, t.updatedAt),
    // data retention: an agent's facts older than the project's choice
    index('visitor_facts_agent_updated_idx').on(t.agentId, t.updatedAt),
  ],
);
