/** Approval before acting: which tool calls of an agent wait for a person's yes, and the calls held for one. */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { agents, conversations, projects, users } from './schema';
import { workflowExecutions } from './workflow-tables';

/** One row per agent that has approval rules: [{ tool, argument?, above? }] and the timeout in minutes. */
export const agentApprovalRules = pgTable('agent_approval_rules', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  rules: jsonb('rules').notNull().default([]),
  timeoutMinutes: integer('timeout_minutes').notNull().default(60),
  updatedAt: updatedAt(),
});

/**
 * A tool call held for a person, or a workflow execution waiting at a "Wait for approval" node
 * (execution and node set; the tool name is the node's title): pending, then approved → executed,
 * rejected or expired.
 */
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
    executionId: uuid('execution_id').references(() => workflowExecutions.id, { onDelete: 'cascade' }),
    nodeId: varchar('node_id', { length: 100 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tool_approvals_project_status_idx').on(t.projectId, t.status, t.createdAt), uniqueIndex('tool_approvals_execution_node_idx').on(t.executionId, t.nodeId)],
);

export type ToolApprovalRow = typeof toolApprovals.$inferSelect;

/**
 * A project's outgoing event webhook: approval.waiting and approval.decided POSTed to the owner's
 * URL, signed with a secret we generate (sealed; shown once). See docs/decisions/0053.
 */
export const eventWebhooks = pgTable('event_webhooks', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  secretEnc: text('secret_enc').notNull(),
  events: jsonb('events').notNull().default([]),
  lastStatus: varchar('last_status', { length: 16 }),
  lastStatusCode: integer('last_status_code'),
  lastError: text('last_error'),
  lastEvent: varchar('last_event', { length: 40 }),
  lastAt: timestamp('last_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type EventWebhookRow = typeof eventWebhooks.$inferSelect;
