/** Tables of the tools feature: custom tools, their attachment to agents, leads, domain events, hook deliveries. */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { agentVersions, agents, conversations, projects } from './schema';

export const tools = pgTable(
  'tools',
  {
    id: id(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    type: varchar('type', { length: 32 }).notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    schema: jsonb('schema').notNull(),
    endpoint: text('endpoint'),
    /** HTTP method of api tools */
    method: varchar('method', { length: 8 }).notNull().default('POST'),
    /** { headersEnc: { name: ciphertext }, queryEnc?: { name: ciphertext } } and, for database tools, { connectionEnc }: encrypted, never returned */
    authConfig: jsonb('auth_config'),
    /** what a type runs besides an endpoint: function { code }, database { dialect, query, maxRows } */
    settings: jsonb('settings'),
    /** api tools imported from OpenAPI: the arguments sent in the query string whatever the method */
    queryArgs: jsonb('query_args'),
    /** type mcp: the MCP server that lists the tool (its name is the server's tool name) */
    mcpServerId: uuid('mcp_server_id').references(() => mcpServers.id, { onDelete: 'cascade' }),
    timeout: integer('timeout').notNull().default(30000),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tools_project_idx').on(t.projectId), index('tools_mcp_server_idx').on(t.mcpServerId)],
);

/** MCP servers (Streamable HTTP) a project uses; their tools are rows of `tools` with type mcp. */
export const mcpServers = pgTable(
  'mcp_servers',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    url: text('url').notNull(),
    /** { name: ciphertext }: header values encrypted, never returned */
    headersEnc: jsonb('headers_enc').notNull().default({}),
    /** what went wrong at the last refresh, null when it listed the tools */
    lastError: text('last_error'),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('mcp_servers_project_idx').on(t.projectId)],
);

export const agentTools = pgTable(
  'agent_tools',
  {
    id: id(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    toolId: uuid('tool_id')
      .notNull()
      .references(() => tools.id, { onDelete: 'cascade' }),
    config: jsonb('config'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agent_tools_agent_tool_idx').on(t.agentId, t.toolId)],
);

/** Leads captured by the capture_lead tool. */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    agentVersionId: uuid('agent_version_id').references(() => agentVersions.id, { onDelete: 'set null' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    sessionId: varchar('session_id', { length: 128 }),
    channel: varchar('channel', { length: 16 }).notNull(),
    isTest: boolean('is_test').notNull().default(false),
    name: varchar('name', { length: 200 }),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 40 }),
    /** owner-defined fields: { key: value } */
    fields: jsonb('fields').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('leads_project_created_idx').on(t.projectId, t.createdAt), index('leads_agent_idx').on(t.agentId), index('leads_conversation_idx').on(t.conversationId)],
);

/** Events for the workflow engine (lead_converted...), written with the change that caused them. */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 64 }).notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('domain_events_project_created_idx').on(t.projectId, t.createdAt)],
);

/** One post-conversation hook delivery per ended conversation, retried by a durable job. */
export const hookDeliveries = pgTable(
  'hook_deliveries',
  {
    id: id(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    endpoint: text('endpoint').notNull(),
    /** sent as the Idempotency-Key header on every attempt */
    idempotencyKey: uuid('idempotency_key').notNull().defaultRandom(),
    /** pending, delivered, failed */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('hook_deliveries_agent_created_idx').on(t.agentId, t.createdAt), uniqueIndex('hook_deliveries_conversation_idx').on(t.conversationId)],
);
