/** Unanswered questions: visitors' questions that got no useful answer, grouped so rephrasings form one row. */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { agents } from './schema';

/** One question asked of an agent and asked again in other words: open until answered or marked handled. */
export const unansweredGroups = pgTable(
  'unanswered_groups',
  {
    id: id(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    /** the first question of the group, as the visitor wrote it */
    question: text('question').notNull(),
    /** its stemmed content words: later questions join the group when theirs are close enough */
    words: jsonb('words').$type<string[]>().notNull().default([]),
    /** open, answered (a pair or new knowledge answers it), handled (an editor marked it) */
    status: varchar('status', { length: 10 }).notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('unanswered_groups_agent_status_idx').on(t.agentId, t.status), index('unanswered_groups_project_status_idx').on(t.projectId, t.status)],
);

/** One turn whose question went unanswered; grouped in the background (group_id null until then). */
export const unansweredQuestions = pgTable(
  'unanswered_questions',
  {
    id: id(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    groupId: uuid('group_id').references(() => unansweredGroups.id, { onDelete: 'cascade' }),
    /** the run it comes from: one question per run, whatever the reasons */
    runId: uuid('run_id').notNull(),
    conversationId: uuid('conversation_id'),
    channel: varchar('channel', { length: 20 }).notNull(),
    question: text('question').notNull(),
    /** no-source, no-answer, thumbs-down */
    reason: varchar('reason', { length: 20 }).notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('unanswered_questions_run_idx').on(t.runId),
    index('unanswered_questions_group_asked_idx').on(t.groupId, t.askedAt),
    index('unanswered_questions_pending_idx').on(t.agentId, t.askedAt).where(sql`${t.groupId} is null`),
  ],
);
