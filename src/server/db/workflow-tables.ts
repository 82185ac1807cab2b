/** Tables of the workflows feature: one graph per agent, its executions and their node steps. */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { agents } from './schema';

export const workflows = pgTable(
  'workflows',
  {
    id: id(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nodes: jsonb('nodes').notNull().default([]),
    edges: jsonb('edges').notNull().default([]),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    /** the secret of the inbound webhook trigger URL, sealed */
    webhookSecretEnc: text('webhook_secret_enc'),
    /** sha-256 of that secret: inbound calls are looked up by it */
    webhookSecretHash: varchar('webhook_secret_hash', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('workflows_agent_idx').on(t.agentId), uniqueIndex('workflows_webhook_hash_idx').on(t.webhookSecretHash)],
);

/** One run of a workflow; `dedupeKey` makes an event start at most one execution (e.g. conversation_end:{conversationId}). */
export const workflowExecutions = pgTable(
  'workflow_executions',
  {
    id: id(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    triggerType: varchar('trigger_type', { length: 32 }).notNull(),
    /** the trigger node that started it */
    triggerNodeId: varchar('trigger_node_id', { length: 100 }),
    /** the event's variables (user, agent, session...) */
    context: jsonb('context').notNull().default({}),
    /** the graph as it was when the execution started */
    graph: jsonb('graph').notNull(),
    /** running, success, error */
    status: varchar('status', { length: 16 }).notNull().default('running'),
    isTest: boolean('is_test').notNull().default(false),
    dedupeKey: varchar('dedupe_key', { length: 200 }),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('workflow_executions_workflow_started_idx').on(t.workflowId, t.startedAt),
    uniqueIndex('workflow_executions_dedupe_idx').on(t.workflowId, t.dedupeKey),
  ],
);

/** One node of one execution; (execution, node) is its delivery key, so retries are idempotent. */
export const workflowSteps = pgTable(
  'workflow_steps',
  {
    id: id(),
    executionId: uuid('execution_id')
      .notNull()
      .references(() => workflowExecutions.id, { onDelete: 'cascade' }),
    nodeId: varchar('node_id', { length: 100 }).notNull(),
    nodeType: varchar('node_type', { length: 16 }).notNull(),
    /** pending, running, success, error, skipped */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** sent as Idempotency-Key by webhook nodes on every attempt */
    idempotencyKey: uuid('idempotency_key').notNull().defaultRandom(),
    output: jsonb('output'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('workflow_steps_execution_node_idx').on(t.executionId, t.nodeId)],
);
