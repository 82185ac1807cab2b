/** Curated answers: an owner's question -> answer pairs, per agent and live (not part of a version). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { agents } from './schema';

export const curatedAnswers = pgTable(
  'curated_answers',
  {
    id: id(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** denormalised so a project's pairs are found without the agents table */
    projectId: uuid('project_id').notNull(),
    question: text('question').notNull(),
    alternatives: jsonb('alternatives').$type<string[]>().notNull().default([]),
    answer: text('answer').notNull(),
    /** en or es: the stemmer its phrasings are read with */
    language: varchar('language', { length: 2 }).notNull(),
    /** the question lower-cased and accent-folded: one pair per question and agent */
    foldedQuestion: text('folded_question').notNull(),
    /** per phrasing (question first, then alternatives): its stemmed content words, stop words left out */
    lexemes: jsonb('lexemes').$type<string[][]>().notNull().default([]),
    uses: integer('uses').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('curated_answers_agent_question_idx').on(t.agentId, t.foldedQuestion),
    index('curated_answers_agent_created_idx').on(t.agentId, sql`${t.createdAt} desc`),
    index('curated_answers_project_idx').on(t.projectId),
  ],
);
