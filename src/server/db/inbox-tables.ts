/** The human handoff inbox: what visitors and operators wrote while a person answered instead of the agent. */
import { index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { conversations, users } from './schema';

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** visitor (a message the agent did not answer), operator (a person's reply), or notice (joined / left) */
    role: varchar('role', { length: 16 }).notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('conversation_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

export type ConversationMessageRow = typeof conversationMessages.$inferSelect;
