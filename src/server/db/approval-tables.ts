/** Approval before acting: which tool calls of an agent wait for a person's yes, and the calls held for one. */
import { index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { agents, conversations, projects, users } from './schema';

/** One row per agent that has approval rules: [{ tool, argument?, above? }] and the timeout in minutes. */
export const agentApprovalRules = pgTable('agent_approval_rules', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  rules: jsonb('rules').notNull().default([]),
  timeoutMinutes: integer('timeout_minutes').notNull().default(60),
  updatedAt: updatedAt(),
});

/** A tool call held for a person: pending, then approved → executed, rejected or expired. */
export const toolApprovals = pgTable(
  'tool_approvals',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    agentVersionId: uuid('agent_version_id'),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    sessionId: varchar('session_id', { length: 128 }),
    channel: varchar('channel', { length: 32 }).notNull(),
    toolName: varchar('tool_name', { length: 100 }).notNull(),
    /** as the model sent them (the tool needs them whole); every view masks secret-looking names */
    arguments: jsonb('arguments').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** 'api' when a platform key decided */
    decidedVia: varchar('decided_via', { length: 16 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    result: jsonb('result'),
    /** the agent as the turn ran it and what the visitor had said: the continuation runs with them */
    turn: jsonb('turn').notNull(),
    language: varchar('language', { length: 8 }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tool_approvals_project_status_idx').on(t.projectId, t.status, t.createdAt)],
);

export type ToolApprovalRow = typeof toolApprovals.$inferSelect;
