import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const users = pgTable('users', {
  id: id(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  firstName: varchar('first_name', { length: 100 }),
  lastName: varchar('last_name', { length: 100 }),
  profileImageUrl: text('profile_image_url'),
  passwordHash: text('password_hash'),
  oidcSubject: text('oidc_subject').unique(),
  role: varchar('role', { length: 16 }).notNull().default('user'),
  accessStatus: varchar('access_status', { length: 16 }).notNull().default('waitlist'),
  subscriptionTier: varchar('subscription_tier', { length: 16 }).notNull().default('free'),
  subscriptionStatus: varchar('subscription_status', { length: 16 }).notNull().default('active'),
  subscriptionExpiry: timestamp('subscription_expiry', { withTimezone: true }),
  trialUsed: boolean('trial_used').notNull().default(false),
  language: varchar('language', { length: 2 }).notNull().default('en'),
  settings: jsonb('settings').notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** sha-256 of the cookie value, so a database read never yields a usable session */
    sid: varchar('sid', { length: 64 }).primaryKey(),
    sess: jsonb('sess').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_idx').on(t.userId)],
);

export const projects = pgTable(
  'projects',
  {
    id: id(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    settings: jsonb('settings').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('projects_owner_idx').on(t.ownerId)],
);

export const datasets = pgTable(
  'datasets',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    status: varchar('status', { length: 16 }).notNull().default('ready'),
    settings: jsonb('settings').notNull().default({ chunkSize: 500, chunkOverlap: 50, topK: 5, rerank: false }),
    /** scheduled re-sync of the dataset's web pages: off, daily or weekly */
    syncSchedule: varchar('sync_schedule', { length: 8 }).notNull().default('off'),
    /** when the next scheduled re-sync is due; null when the schedule is off */
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }),
    /** the embedder id (provider:model) the dataset's passages are being embedded with; null when no re-embedding is pending */
    embeddingTarget: varchar('embedding_target', { length: 255 }),
    /** why the last re-embedding failed (kept until the next one starts) */
    embeddingError: text('embedding_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('datasets_project_idx').on(t.projectId),
    // the worker's minutely due check reads only scheduled datasets
    index('datasets_next_sync_idx').on(t.nextSyncAt).where(sql`${t.nextSyncAt} is not null`),
  ],
);

export const agents = pgTable(
  'agents',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    datasetId: uuid('dataset_id').references(() => datasets.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    industry: varchar('industry', { length: 64 }),
    defaultLanguage: varchar('default_language', { length: 8 }).notNull().default('en'),
    avatarUrl: text('avatar_url'),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    isPublic: boolean('is_public').notNull().default(false),
    modelProvider: varchar('model_provider', { length: 32 }).notNull().default('openai'),
    modelName: varchar('model_name', { length: 128 }).notNull().default('gpt-5'),
    modelSettings: jsonb('model_settings').notNull().default({ temperature: 0.7, topP: 1, maxTokens: 2000 }),
    systemPrompt: text('system_prompt'),
    rules: text('rules'),
    conversationFlow: jsonb('conversation_flow'),
    companyInfo: jsonb('company_info'),
    guardrails: jsonb('guardrails'),
    channels: jsonb('channels').notNull().default({ webWidget: true, api: true, sms: false, whatsapp: false }),
    /** per-visitor budgets (Deployments): { messagesPerVisitorPerDay, tokensPerConversation }, null fields unlimited */
    visitorBudgets: jsonb('visitor_budgets').notNull().default({}),
    websiteUrls: jsonb('website_urls').notNull().default([]),
    enabledTools: jsonb('enabled_tools').notNull().default({}),
    /** encrypted secrets inside are stored by the tools feature, never returned */
    toolConfigs: jsonb('tool_configs').notNull().default({}),
    lastVersionNumber: integer('last_version_number').notNull().default(0),
    /** its active version answers at /mcp/agents/{id} (platform API key) */
    mcpEnabled: boolean('mcp_enabled').notNull().default(false),
    /** the visitor's question and the answer go into exported traces (PII-masked); off: traces carry no texts */
    traceTexts: boolean('trace_texts').notNull().default(false),
    /** what the agent says when nothing in its knowledge answers a question (null: the default in its language) */
    fallbackMessage: text('fallback_message'),
    /** days after a known visitor's conversation in which its summary is given to the agent (0: never; docs/decisions/0052) */
    contextRecallDays: integer('context_recall_days').notNull().default(7),
    /** up to 4 suggested first questions shown on the public chat, demo and widget */
    starters: jsonb('starters').notNull().default([]),
    /** curated answers' settings: live, not part of a version (reply or guide; null threshold: the default) */
    curatedMode: varchar('curated_mode', { length: 8 }).notNull().default('reply'),
    curatedThreshold: real('curated_threshold'),
    curatedOperatorsMayAdd: boolean('curated_operators_may_add').notNull().default(false),
    /** bumped by every change to the agent's pairs or their settings: a process's matching index is current while it matches */
    curatedRevision: integer('curated_revision').notNull().default(0),
    /** what the agent remembers of known visitors: off, on, or ask (the visitor agrees first; docs/decisions/0051) */
    memory: varchar('memory', { length: 8 }).notNull().default('off'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('agents_project_idx').on(t.projectId)],
);

export const agentVersions = pgTable(
  'agent_versions',
  {
    id: id(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(true),
    snapshot: jsonb('snapshot').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    /** the test cases that failed when the publisher chose "Publish anyway" (name, expected, got); empty otherwise */
    failingCases: jsonb('failing_cases').notNull().default([]),
    publishedDespiteFailures: boolean('published_despite_failures').notNull().default(false),
    /** the last time someone made this version the active one (a rollback), and who */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    activatedBy: uuid('activated_by').references(() => users.id, { onDelete: 'set null' }),
    /** the demo page's opening introduction, produced once for this version and reused: { language, text } */
    opener: jsonb('opener'),
  },
  (t) => [
    index('agent_versions_agent_idx').on(t.agentId),
    uniqueIndex('agent_versions_one_active_idx').on(t.agentId).where(sql`${t.isActive}`),
  ],
);

/** Durable background work (ingestion), claimed with FOR UPDATE SKIP LOCKED (docs/decisions/0007). */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: varchar('kind', { length: 32 }).notNull(),
    payload: jsonb('payload').notNull(),
    /** queued, running, done, failed */
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** a running job whose lease has passed belongs to a worker that died: it is claimed again */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    datasetId: uuid('dataset_id').references(() => datasets.id, { onDelete: 'cascade' }),
    /** jobs sharing a key run one at a time, in the order they were queued (one conversation's messages) */
    groupKey: text('group_key'),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_claim_idx').on(t.status, t.runAt),
    index('jobs_group_idx').on(t.groupKey, t.seq).where(sql`group_key is not null and status in ('queued', 'running')`),
    index('jobs_dataset_idx').on(t.datasetId),
  ],
);

export const testCases = pgTable(
  'test_cases',
  {
    id: id(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    input: text('input').notNull(),
    expectedOutput: text('expected_output'),
    actualOutput: text('actual_output'),
    passed: boolean('passed'),
    metadata: jsonb('metadata'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('test_cases_agent_idx').on(t.agentId)],
);

/**
 * Who a visitor is, per project: the site's own user id with the name and e-mail it sent. A
 * signed identity is a verified row; an unsigned one is a separate hint row (never merged with
 * the verified row of the same id: docs/decisions/0045).
 */
export const visitors = pgTable(
  'visitors',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** site: the site's own user id (verified or a hint); channel: first known by a channel's id (docs/decisions/0054) */
    kind: varchar('kind', { length: 16 }).notNull().default('site'),
    /** site: the site's user id; channel: the channel and its id ('sms:+34600111222'), for display */
    externalId: varchar('external_id', { length: 255 }).notNull(),
    name: varchar('name', { length: 200 }),
    email: varchar('email', { length: 254 }),
    /** '+' and digits: from SMS or WhatsApp, or sent with a verified identity */
    phone: varchar('phone', { length: 32 }),
    verified: boolean('verified').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // a channel's ids live in their own namespace: a page claiming 'sms:+34…' as its user id is another row
    uniqueIndex('visitors_project_identity_idx').on(t.projectId, t.kind, t.verified, t.externalId),
    // the Visitors list: a project's visitors, most recently seen first (id breaks ties for the keyset)
    index('visitors_project_last_seen_idx').on(t.projectId, t.lastSeenAt, t.id),
    // the list's search (starts with, any case) and the merge by e-mail or phone
    index('visitors_project_name_idx').on(t.projectId, sql`lower(${t.name}) text_pattern_ops`),
    index('visitors_project_email_idx').on(t.projectId, sql`lower(${t.email}) text_pattern_ops`),
    index('visitors_project_external_idx').on(t.projectId, sql`lower(${t.externalId}) text_pattern_ops`),
    index('visitors_project_phone_idx').on(t.projectId, t.phone).where(sql`${t.phone} is not null`),
  ],
);

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    agentVersionId: uuid('agent_version_id').references(() => agentVersions.id, { onDelete: 'set null' }),
    sessionId: varchar('session_id', { length: 128 }).notNull(),
    channel: varchar('channel', { length: 16 }).notNull().default('web'),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    isTest: boolean('is_test').notNull().default(false),
    userData: jsonb('user_data'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** the last visitor message: conversations idle past a timeout are ended */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** who answers: bot, requested (the agent asked for a person), or human (an operator took it over) */
    handoff: varchar('handoff', { length: 16 }).notNull().default('bot'),
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    handoffAt: timestamp('handoff_at', { withTimezone: true }),
    /** who the site said the visitor is (docs/decisions/0045); null for anonymous conversations */
    visitorId: uuid('visitor_id').references(() => visitors.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('conversations_agent_session_idx').on(t.agentId, t.sessionId),
    index('conversations_started_idx').on(t.startedAt),
    index('conversations_open_idle_idx').on(t.lastMessageAt).where(sql`${t.status} <> 'ended'`),
    // the Conversations list: an agent's conversations, newest message first
    index('conversations_agent_last_message_idx').on(t.agentId, t.lastMessageAt),
    // Analytics: an agent's conversations started in a time range, counted from the index alone
    index('conversations_agent_started_idx').on(t.agentId, t.startedAt, t.channel, t.isTest),
    index('conversations_visitor_idx').on(t.visitorId).where(sql`${t.visitorId} is not null`),
  ],
);

export const agentRuns = pgTable(
  'agent_runs',
  {
    id: id(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    agentVersionId: uuid('agent_version_id').references(() => agentVersions.id, { onDelete: 'set null' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    sessionId: varchar('session_id', { length: 128 }),
    channel: varchar('channel', { length: 16 }).notNull(),
    isTest: boolean('is_test').notNull().default(false),
    userInput: text('user_input').notNull(),
    agentOutput: text('agent_output'),
    steps: jsonb('steps'),
    tokens: integer('tokens').notNull().default(0),
    tokensIn: integer('tokens_in').notNull().default(0),
    tokensOut: integer('tokens_out').notNull().default(0),
    /** dollars from the price table; null when the model has no known price (docs/decisions/0035) */
    cost: numeric('cost', { precision: 10, scale: 6 }).default('0'),
    latency: integer('latency'),
    status: varchar('status', { length: 16 }).notNull().default('completed'),
    error: text('error'),
    /** a messaging channel's provider refused this reply for good: its reason (null when sent, or not a channel) */
    deliveryError: text('delivery_error'),
    ragSources: jsonb('rag_sources'),
    /** the model that answered (null for refused turns and runs stored before it was recorded) */
    model: varchar('model', { length: 100 }),
    /** the visitor's feedback on this reply: 'up' or 'down' */
    rating: varchar('rating', { length: 4 }),
    ratingComment: text('rating_comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('agent_runs_agent_created_idx').on(t.agentId, t.createdAt),
    // satisfaction in Analytics and the Conversations rating filter read only rated runs
    index('agent_runs_rated_idx').on(t.agentId, t.createdAt, t.rating, t.isTest).where(sql`${t.rating} is not null`),
    // a conversation's turns (transcripts, list aggregates, hooks)
    index('agent_runs_conversation_created_idx').on(t.conversationId, t.createdAt),
    // the Conversations search: queries must repeat this expression exactly to use the index
    index('agent_runs_search_idx').using('gin', sql`to_tsvector('simple', ${t.userInput} || ' ' || coalesce(${t.agentOutput}, ''))`),
  ],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 32 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    /** provider keys: AES-256-GCM ciphertext; platform keys: sha-256 hash */
    keyHash: text('key_hash').notNull(),
    /** masked suffix shown in lists, e.g. sk-…a1b2 */
    keyHint: varchar('key_hint', { length: 32 }),
    baseUrl: text('base_url'),
    /** Azure OpenAI's api-version query parameter */
    apiVersion: varchar('api_version', { length: 32 }),
    status: varchar('status', { length: 16 }).notNull().default('set'),
    lastError: text('last_error'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    lastUsed: timestamp('last_used', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('api_keys_project_idx').on(t.projectId),
    // platform keys are looked up by their hash on every public API call
    uniqueIndex('api_keys_platform_hash_idx').on(t.keyHash).where(sql`${t.provider} = 'platform'`),
  ],
);

export const widgetHtmlConfigs = pgTable(
  'widget_htmlconfigs',
  {
    id: id(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    htmlCode: text('html_code').notNull(),
    customConfig: jsonb('custom_config'),
    isPremiumFeatures: boolean('is_premium_features').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    urlToken: uuid('url_token').notNull().defaultRandom(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('widget_htmlconfigs_agent_idx').on(t.agentId)],
);

