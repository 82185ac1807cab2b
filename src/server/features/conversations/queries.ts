import { and, asc, desc, eq, gte, inArray, lt, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentRuns, agentVersions, agents, conversations, projects } from '../../db/schema';
import { leads } from '../../db/tool-tables';

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

function whereOf(f: ConversationFilters, after?: Position): SQL | undefined {
  return and(
    eq(agents.projectId, f.projectId),
    f.agentId ? eq(conversations.agentId, f.agentId) : undefined,
    f.versionId ? eq(conversations.agentVersionId, f.versionId) : undefined,
    f.channel ? eq(conversations.channel, f.channel) : undefined,
    f.status ? eq(conversations.status, f.status) : undefined,
    f.from ? gte(conversations.startedAt, f.from) : undefined,
    f.before ? lt(conversations.startedAt, f.before) : undefined,
    f.hasLead === undefined ? undefined : f.hasLead ? leadExists : sql`not ${leadExists}`,
    f.q ? searchMatches(f.q) : undefined,
    after ? sql`(${conversations.lastMessageAt}, ${conversations.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
  );
}

/** The conversations with their runs' aggregates: one statement, the runs read through a lateral join. */
function selectSummaries(db: Db) {
  const stats = db
    .select({
      turns: sql<number>`count(*)::int`.as('turns'),
      tokens: sql<number>`coalesce(sum(${agentRuns.tokens}), 0)::int`.as('tokens'),
      cost: sql<string>`coalesce(sum(${agentRuns.cost}), 0)::text`.as('cost'),
      errors: sql<number>`(count(*) filter (where ${agentRuns.status} = 'error'))::int`.as('errors'),
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
      startedAt: conversations.startedAt,
      endedAt: conversations.endedAt,
      lastMessageAt: conversations.lastMessageAt,
      position: microText(conversations.lastMessageAt),
      turns: stats.turns,
      tokens: stats.tokens,
      cost: stats.cost,
      errors: stats.errors,
      preview: sql<string | null>`(select left(${agentRuns.userInput}, ${PREVIEW_FETCH}) from ${agentRuns}
        where ${agentRuns.conversationId} = ${conversations.id} order by ${agentRuns.createdAt}, ${agentRuns.id} limit 1)`,
      hasLead: sql<boolean>`${leadExists}`,
    })
    .from(conversations)
    .innerJoin(agents, eq(agents.id, conversations.agentId))
    .leftJoin(agentVersions, eq(agentVersions.id, conversations.agentVersionId))
    .leftJoinLateral(stats, sql`true`)
    .$dynamic();
}

/** Newest last message first, `limit` rows after `after`. */
export async function listConversationRows(db: Db, filters: ConversationFilters, limit: number, after?: Position) {
  return selectSummaries(db)
    .where(whereOf(filters, after))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(limit);
}
export type ConversationRow = Awaited<ReturnType<typeof listConversationRows>>[number];

/** The conversation's summary when the user owns its agent's project; null otherwise. */
export async function findOwnedConversationRow(db: Db, userId: string, conversationId: string): Promise<ConversationRow | null> {
  const rows = await selectSummaries(db)
    .innerJoin(projects, eq(projects.id, agents.projectId))
    .where(and(eq(conversations.id, conversationId), eq(projects.ownerId, userId)))
    .limit(1);
  return rows[0] ?? null;
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
      steps: agentRuns.steps,
      ragSources: agentRuns.ragSources,
      tokensIn: agentRuns.tokensIn,
      tokensOut: agentRuns.tokensOut,
      cost: agentRuns.cost,
      latency: agentRuns.latency,
    })
    .from(agentRuns)
    .where(inArray(agentRuns.conversationId, conversationIds))
    .orderBy(asc(agentRuns.conversationId), asc(agentRuns.createdAt), asc(agentRuns.id));
}
export type TranscriptRow = Awaited<ReturnType<typeof listTranscriptRows>>[number];

/** The conversation and its runs (the runs' foreign key would only set null), both or neither. */
export async function deleteConversationWithRuns(db: Db, conversationId: string): Promise<void> {
  await db.transaction(async (tx) => {
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
