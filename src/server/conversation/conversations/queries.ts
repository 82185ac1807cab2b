import { and, asc, desc, eq, gte, inArray, isNull, lt, sql, type Column, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { agentRuns, agentVersions, agents, conversations, visitors } from '../../db/schema';
import { leads } from '../../db/tool-tables';
import { userNameSql } from '../../db/user-name-sql';
import { utcHour } from '../../db/run-stats/hour-sql';
import { deleteConversationsKeepingRollups, deleteKeepingRollups } from '../../db/run-stats/rollup';

export interface ConversationFilters {
  projectId: string;
  agentId?: string;
  versionId?: string;
  channel?: string;
  status?: string;
  /** started at or after (inclusive) */
  from?: Date;
  /** started before (exclusive) */
  before?: Date;
  hasLead?: boolean;
  /** 'up' / 'down': at least one reply rated so; 'any': at least one rated reply */
  rating?: 'up' | 'down' | 'any';
  /** a turn where this guardrail check fired ('any': any check) */
  guardrail?: string;
  /** websearch syntax, matched against every run's messages */
  q?: string;
}

/** Where the previous page ended: a timestamp to the microsecond (a JS Date keeps only milliseconds) and the row id. */
export interface Position {
  at: string;
  id: string;
}

const microText = (column: Column) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The first visitor message, one character longer than the clip so the service knows it was clipped. */
export const PREVIEW_FETCH = 161;

const leadExists = sql`exists (select 1 from ${leads} where ${leads.conversationId} = ${conversations.id})`;

// Must repeat the expression of agent_runs_search_idx (schema.ts) for the GIN index to be used.
const searchMatches = (q: string) =>
  sql`exists (select 1 from ${agentRuns} where ${agentRuns.conversationId} = ${conversations.id}
    and to_tsvector('simple', ${agentRuns.userInput} || ' ' || coalesce(${agentRuns.agentOutput}, '')) @@ websearch_to_tsquery('simple', ${q}))`;

const ratedReplyExists = (rating: 'up' | 'down' | 'any') =>
  sql`exists (select 1 from ${agentRuns} where ${agentRuns.conversationId} = ${conversations.id}
    and ${rating === 'any' ? sql`${agentRuns.rating} is not null` : sql`${agentRuns.rating} = ${rating}`})`;

/** A run of the conversation has a guardrail step (of this check): jsonb containment on its steps. */
const guardrailFired = (check: string) =>
  sql`exists (select 1 from ${agentRuns} where ${agentRuns.conversationId} = ${conversations.id}
    and ${agentRuns.steps} @> ${JSON.stringify([check === 'any' ? { type: 'guardrail' } : { type: 'guardrail', name: check }])}::jsonb)`;

/** Filters on the conversation's own columns, and where the previous page ended. */
function ownColumnsOf(f: ConversationFilters, after?: Position): SQL | undefined {
  return and(
    f.agentId ? eq(conversations.agentId, f.agentId) : undefined,
    f.versionId ? eq(conversations.agentVersionId, f.versionId) : undefined,
    f.channel ? eq(conversations.channel, f.channel) : undefined,
    f.status ? eq(conversations.status, f.status) : undefined,
    f.from ? gte(conversations.startedAt, f.from) : undefined,
    f.before ? lt(conversations.startedAt, f.before) : undefined,
    after ? sql`(${conversations.lastMessageAt}, ${conversations.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
  );
}

function whereOf(f: ConversationFilters, after?: Position): SQL | undefined {
  return and(
    eq(agents.projectId, f.projectId),
    ownColumnsOf(f, after),
    f.hasLead === undefined ? undefined : f.hasLead ? leadExists : sql`not ${leadExists}`,
    f.rating ? ratedReplyExists(f.rating) : undefined,
    f.guardrail ? guardrailFired(f.guardrail) : undefined,
    f.q ? searchMatches(f.q) : undefined,
  );
}

/**
 * The page's ids when only the conversation's own columns filter it: each agent's newest by its
 * (agent, last message) index, merged, instead of sorting every conversation of the project.
 * Searches and the lead and rating filters are left to the planner (they start from their indexes).
 */
function newestPerAgent(f: ConversationFilters, limit: number, after?: Position): SQL | undefined {
  if (f.q || f.rating || f.guardrail || f.hasLead !== undefined) return undefined;
  const own = ownColumnsOf(f, after);
  return sql`${conversations.id} in (
    select page.id from ${agents} as project_agent cross join lateral (
      select ${conversations.id} as id, ${conversations.lastMessageAt} as at from ${conversations}
      where ${conversations.agentId} = project_agent.id ${own ? sql`and ${own}` : sql``}
      order by ${conversations.lastMessageAt} desc, ${conversations.id} desc limit ${limit}
    ) as page
    where project_agent.project_id = ${f.projectId}
    order by page.at desc, page.id desc limit ${limit})`;
}

/** The conversations with their runs' aggregates: one statement, the runs read through a lateral join. */
function selectSummaries(db: Db) {
  const stats = db
    .select({
      turns: sql<number>`count(*)::int`.as('turns'),
      tokens: sql<number>`coalesce(sum(${agentRuns.tokens}), 0)::int`.as('tokens'),
      cost: sql<string>`coalesce(sum(${agentRuns.cost}), 0)::text`.as('cost'),
      unpricedTurns: sql<number>`(count(*) filter (where ${agentRuns.cost} is null))::int`.as('unpriced_turns'),
      errors: sql<number>`(count(*) filter (where ${agentRuns.status} = 'error'))::int`.as('errors'),
      ratingsUp: sql<number>`(count(*) filter (where ${agentRuns.rating} = 'up'))::int`.as('ratings_up'),
      ratingsDown: sql<number>`(count(*) filter (where ${agentRuns.rating} = 'down'))::int`.as('ratings_down'),
    })
    .from(agentRuns)
    .where(eq(agentRuns.conversationId, conversations.id))
    .as('stats');
  return db
    .select({
      id: conversations.id,
      agentId: conversations.agentId,
      agentName: agents.name,
      agentVersionId: conversations.agentVersionId,
      version: agentVersions.version,
      sessionId: conversations.sessionId,
      channel: conversations.channel,
      status: conversations.status,
      isTest: conversations.isTest,
      visitor: conversations.userData,
      // a visitor known only by a channel's id is not an identity the site sent (no badge)
      visitorExternalId: sql<string | null>`case when ${visitors.kind} = 'site' then ${visitors.externalId} end`,
      visitorName: visitors.name,
      visitorEmail: visitors.email,
      visitorVerified: visitors.verified,
      startedAt: conversations.startedAt,
      endedAt: conversations.endedAt,
      lastMessageAt: conversations.lastMessageAt,
      position: microText(conversations.lastMessageAt),
      turns: stats.turns,
      tokens: stats.tokens,
      cost: stats.cost,
      unpricedTurns: stats.unpricedTurns,
      errors: stats.errors,
      ratingsUp: stats.ratingsUp,
      ratingsDown: stats.ratingsDown,
      preview: sql<string | null>`(select left(${agentRuns.userInput}, ${PREVIEW_FETCH}) from ${agentRuns}
        where ${agentRuns.conversationId} = ${conversations.id} order by ${agentRuns.createdAt}, ${agentRuns.id} limit 1)`,
      hasLead: sql<boolean>`${leadExists}`,
    })
    .from(conversations)
    .innerJoin(agents, eq(agents.id, conversations.agentId))
    .leftJoin(agentVersions, eq(agentVersions.id, conversations.agentVersionId))
    .leftJoin(visitors, eq(visitors.id, conversations.visitorId))
    .leftJoinLateral(stats, sql`true`)
    .$dynamic();
}

/** Newest last message first, `limit` rows after `after`. */
export async function listConversationRows(db: Db, filters: ConversationFilters, limit: number, after?: Position) {
  return selectSummaries(db)
    .where(and(whereOf(filters, after), newestPerAgent(filters, limit, after)))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(limit);
}
export type ConversationRow = Awaited<ReturnType<typeof listConversationRows>>[number];

export async function findConversationRow(db: Db, conversationId: string): Promise<ConversationRow | null> {
  const rows = await selectSummaries(db).where(eq(conversations.id, conversationId)).limit(1);
  return rows[0] ?? null;
}

export async function findConversationProjectId(db: Db, conversationId: string): Promise<string | null> {
  const rows = await db
    .select({ projectId: agents.projectId })
    .from(conversations)
    .innerJoin(agents, eq(agents.id, conversations.agentId))
    .where(eq(conversations.id, conversationId))
    .limit(1);
  return rows[0]?.projectId ?? null;
}

/** Every run of the given conversations, each conversation's oldest first. */
export async function listTranscriptRows(db: Db, conversationIds: string[]) {
  if (conversationIds.length === 0) return [];
  return db
    .select({
      runId: agentRuns.id,
      conversationId: agentRuns.conversationId,
      createdAt: agentRuns.createdAt,
      userInput: agentRuns.userInput,
      agentOutput: agentRuns.agentOutput,
      status: agentRuns.status,
      error: agentRuns.error,
      deliveryError: agentRuns.deliveryError,
      steps: agentRuns.steps,
      ragSources: agentRuns.ragSources,
      tokensIn: agentRuns.tokensIn,
      tokensOut: agentRuns.tokensOut,
      cost: agentRuns.cost,
      latency: agentRuns.latency,
      rating: agentRuns.rating,
      ratingComment: agentRuns.ratingComment,
      ratedAt: agentRuns.ratedAt,
    })
    .from(agentRuns)
    .where(inArray(agentRuns.conversationId, conversationIds))
    .orderBy(asc(agentRuns.conversationId), asc(agentRuns.createdAt), asc(agentRuns.id));
}
export type TranscriptRow = Awaited<ReturnType<typeof listTranscriptRows>>[number];

/** The conversation and its runs (the runs' foreign key would only set null), both or neither; Analytics forgets them too. */
export async function deleteConversationWithRuns(db: Db, agentId: string, conversationId: string): Promise<void> {
  await deleteConversationsKeepingRollups(db, agentId, sql`${conversationId}::uuid`, async (tx) => {
    await tx.delete(agentRuns).where(eq(agentRuns.conversationId, conversationId));
    await tx.delete(conversations).where(eq(conversations.id, conversationId));
  });
}

export interface RunFilters {
  projectId: string;
  agentId?: string;
  channel?: string;
}

/** The project's runs, newest first, `limit` rows after `after`. */
export async function listRunRows(db: Db, filters: RunFilters, limit: number, after?: Position) {
  return db
    .select({
      id: agentRuns.id,
      agentId: agentRuns.agentId,
      agentName: agents.name,
      agentVersionId: agentRuns.agentVersionId,
      conversationId: agentRuns.conversationId,
      sessionId: agentRuns.sessionId,
      channel: agentRuns.channel,
      isTest: agentRuns.isTest,
      userInput: agentRuns.userInput,
      agentOutput: agentRuns.agentOutput,
      tokens: agentRuns.tokens,
      cost: agentRuns.cost,
      latency: agentRuns.latency,
      status: agentRuns.status,
      error: agentRuns.error,
      createdAt: agentRuns.createdAt,
      position: microText(agentRuns.createdAt),
    })
    .from(agentRuns)
    .innerJoin(agents, eq(agents.id, agentRuns.agentId))
    .where(
      and(
        eq(agents.projectId, filters.projectId),
        filters.agentId ? eq(agentRuns.agentId, filters.agentId) : undefined,
        filters.channel ? eq(agentRuns.channel, filters.channel) : undefined,
        after ? sql`(${agentRuns.createdAt}, ${agentRuns.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(agentRuns.createdAt), desc(agentRuns.id))
    .limit(limit);
}
export type RunRow = Awaited<ReturnType<typeof listRunRows>>[number];

/** Every agent with its owner's data retention choice (null when the owner kept the default). */
export async function listRetentionTargets(db: Db): Promise<{ agentId: string; projectId: string; retention: string | null }[]> {
  return queryRows<{ agentId: string; projectId: string; retention: string | null }>(
    db,
    sql`select a.id as "agentId", a.project_id as "projectId", u.settings->>'dataRetention' as retention
      from agents a join projects p on p.id = a.project_id join users u on u.id = p.owner_id`,
  );
}

const RETENTION_BATCH = 200;

/**
 * Deletes up to a batch of the agent's conversations whose last message is older than `before`
 * (with their runs and feedback); answers how many went.
 */
export async function deleteConversationsBefore(db: Db, agentId: string, before: Date): Promise<number> {
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.agentId, agentId), lt(conversations.lastMessageAt, before)))
    .limit(RETENTION_BATCH);
  if (rows.length === 0) return 0;
  const ids = rows.map((r) => r.id);
  const idList = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  await deleteConversationsKeepingRollups(db, agentId, idList, async (tx) => {
    await tx.delete(agentRuns).where(inArray(agentRuns.conversationId, ids));
    await tx.delete(conversations).where(inArray(conversations.id, ids));
  });
  return ids.length;
}

/** Deletes up to a batch of the agent's runs outside any conversation (Testing Console) made before `before`. */
export async function deleteLooseRunsBefore(db: Db, agentId: string, before: Date): Promise<number> {
  const rows = await db
    .select({ id: agentRuns.id })
    .from(agentRuns)
    .where(and(eq(agentRuns.agentId, agentId), isNull(agentRuns.conversationId), lt(agentRuns.createdAt, before)))
    .limit(RETENTION_BATCH * 5);
  if (rows.length === 0) return 0;
  const ids = rows.map((r) => r.id);
  const idList = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  await deleteKeepingRollups(db, agentId, sql`select ${utcHour(sql`created_at`)} as hour from agent_runs where id in (${idList})`, async (tx) => {
    await tx.delete(agentRuns).where(inArray(agentRuns.id, ids));
  });
  return ids.length;
}

/** The messages around a handoff of these conversations, oldest first. */
export async function listPersonMessageRows(db: Db, conversationIds: string[]) {
  if (conversationIds.length === 0) return [];
  return queryRows<{ id: string; conversation_id: string; created_at: Date | string; role: 'visitor' | 'operator' | 'notice'; body: string; author: string | null }>(
    db,
    sql`select m.id, m.conversation_id, m.created_at, m.role, m.body,
          ${userNameSql('u')} as author
        from conversation_messages m left join users u on u.id = m.author_id
        where m.conversation_id in (${sql.join(conversationIds.map((id) => sql`${id}::uuid`), sql`, `)})
        order by m.created_at, m.id`,
  );
}
