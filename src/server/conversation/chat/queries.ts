import { and, desc, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import { queryNamed, queryRows, type Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { agentRuns, agentVersions, agents, conversations, projects, users } from '../../db/schema';
import { CONVERSATION_ENDED_JOB, CONVERSATION_ENDED_MAX_ATTEMPTS } from './conversation-ended-job';

const targetColumns = {
  versionId: agentVersions.id,
  isPublic: agentVersions.isPublic,
  snapshot: agentVersions.snapshot,
  agentId: agents.id,
  projectId: agents.projectId,
  ownerId: users.id,
  ownerRole: users.role,
  ownerTier: users.subscriptionTier,
  ownerTierExpiry: users.subscriptionExpiry,
};
export type ChatTarget = {
  versionId: string;
  isPublic: boolean;
  snapshot: unknown;
  agentId: string;
  projectId: string;
  ownerId: string;
  ownerRole: string;
  ownerTier: string;
  ownerTierExpiry: Date | null;
};

export type ActiveTarget = { projectId: string; target: ChatTarget | null };

/** A version with its agent and the project owner's plan, in one query (the chat hot path). */
export async function findChatTarget(db: Db, versionId: string): Promise<ChatTarget | null> {
  const rows = await db
    .select(targetColumns)
    .from(agentVersions)
    .innerJoin(agents, eq(agents.id, agentVersions.agentId))
    .innerJoin(projects, eq(projects.id, agents.projectId))
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(eq(agentVersions.id, versionId))
    .limit(1);
  return rows[0] ?? null;
}

/** The agent's project and active version (null when none is active); null for an unknown agent. */
export async function findActiveTarget(db: Db, agentId: string): Promise<ActiveTarget | null> {
  const rows = await db
    .select(targetColumns)
    .from(agents)
    .innerJoin(projects, eq(projects.id, agents.projectId))
    .innerJoin(users, eq(users.id, projects.ownerId))
    .leftJoin(agentVersions, and(eq(agentVersions.agentId, agents.id), eq(agentVersions.isActive, true)))
    .where(eq(agents.id, agentId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (!row.versionId || row.isPublic === null) return { projectId: row.projectId, target: null };
  return { projectId: row.projectId, target: { ...row, versionId: row.versionId, isPublic: row.isPublic } };
}

const ownerRunsStatement = preparedPerDb((db) => {
  const capped = db
    .select({ one: sql`1` })
    .from(agentRuns)
    .innerJoin(agents, eq(agents.id, agentRuns.agentId))
    .innerJoin(projects, eq(projects.id, agents.projectId))
    .where(
      and(
        eq(projects.ownerId, sql.placeholder('ownerId')),
        eq(agentRuns.isTest, false),
        ne(agentRuns.status, 'limited'),
        gte(agentRuns.createdAt, sql`${sql.placeholder('since')}::timestamptz`),
      ),
    )
    .limit(sql.placeholder('cap'))
    .as('capped');
  return db.select({ n: sql<number>`count(*)::int` }).from(capped).prepare('count_owner_runs');
});

/** This month's production runs of all the owner's agents, counted up to `cap` (enough to compare). */
export async function countOwnerRunsSince(db: Db, ownerId: string, since: Date, cap: number): Promise<number> {
  const [row] = await ownerRunsStatement(db).execute({ ownerId, since: since.toISOString(), cap });
  return Number(row.n);
}

export interface ConversationKey {
  agentId: string;
  agentVersionId: string | null;
  sessionId: string;
  channel: string;
  isTest: boolean;
  userData?: Record<string, unknown> | null;
}

export interface LimitKey {
  key: string;
  limit: number;
  /** many turns hit it at once (a platform key's limit): counted apart, hits added together */
  shared?: boolean;
}

export interface OpenedConversation {
  /** null when a limit was exceeded (nothing was opened) */
  conversation: { id: string; status: string; handoff: string; created: boolean } | null;
  /** the counts after this hit, per limit key */
  hits: Map<string, { count: number; resetAt: Date }>;
}

type OpenRow = { key: string | null; count: number | null; reset_at: string | Date | null; id: string | null; status: string | null; handoff: string | null; created: boolean | null };

/** The statement for `n` limit keys: $1 now, $2-$7 the conversation, then (with keys) $8 the window's end and a key and its limit each. */
function openConversationSql(n: number): string {
  const conversation = `insert into conversations (agent_id, agent_version_id, session_id, channel, is_test, user_data, started_at, last_message_at)
    select $2::uuid, $3::uuid, $4, $5, $6::boolean, $7::jsonb, $1::timestamptz, $1::timestamptz`;
  // an ended conversation keeps its last message time (the turn is refused); xmax is 0 only on a row this statement inserted
  const upsert = `on conflict (agent_id, session_id) do update set user_data = coalesce(excluded.user_data, conversations.user_data),
      last_message_at = case when conversations.status = 'ended' then conversations.last_message_at else excluded.last_message_at end
    returning id, status, handoff, (xmax = 0) as created`;
  if (n === 0) return `with conv as (${conversation} ${upsert}) select null as key, null as count, null as reset_at, id, status, handoff, created from conv`;
  const keys = Array.from({ length: n }, (_, i) => ({ key: `$${9 + 2 * i}`, limit: `$${10 + 2 * i}::int` }));
  return `with hits as (
      insert into rate_limits (key, count, reset_at) values ${keys.map((k) => `(${k.key}, 1, $8::timestamptz)`).join(', ')}
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= $1::timestamptz then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= $1::timestamptz then $8::timestamptz else rate_limits.reset_at end
      returning key, count, reset_at
    ), conv as (
      ${conversation}
      where not exists (select 1 from hits join (values ${keys.map((k) => `(${k.key}, ${k.limit})`).join(', ')}) as l (key, lim) on l.key = hits.key where hits.count > l.lim)
      ${upsert}
    )
    select key, count, reset_at, null::uuid as id, null::text as status, null::text as handoff, null::boolean as created from hits
    union all select null, null, null, id, status, handoff, created from conv`;
}
const openConversationStatements = new Map<number, string>();

/**
 * Counts one hit on each fixed-window limit and, unless one is exceeded, opens the conversation
 * of (agent, session) or finds it: one statement on the chat hot path, shared by every web
 * process. Keys are sorted so concurrent statements lock rows in the same order.
 */
export async function openConversationWithinLimits(db: Db, limits: LimitKey[], windowMs: number, key: ConversationKey, now: Date): Promise<OpenedConversation> {
  const unique = [...new Map(limits.map((l) => [l.key, l])).values()].sort((x, y) => (x.key < y.key ? -1 : 1));
  let text = openConversationStatements.get(unique.length);
  if (!text) {
    text = openConversationSql(unique.length);
    openConversationStatements.set(unique.length, text);
  }
  const values: unknown[] = [now.toISOString(), key.agentId, key.agentVersionId, key.sessionId, key.channel, key.isTest, key.userData ? JSON.stringify(key.userData) : null];
  if (unique.length) values.push(new Date(now.getTime() + windowMs).toISOString(), ...unique.flatMap((l) => [l.key, l.limit]));
  const rows = await queryNamed<OpenRow>(db, `open_conversation_h${unique.length}`, text, values);
  const hits = new Map<string, { count: number; resetAt: Date }>();
  let opened: OpenedConversation['conversation'] = null;
  for (const r of rows) {
    if (r.key !== null) hits.set(r.key, { count: Number(r.count), resetAt: new Date(r.reset_at as string) });
    else if (r.id && r.status) opened = { id: r.id, status: r.status, handoff: r.handoff ?? 'bot', created: r.created === true };
  }
  return { conversation: opened, hits };
}

/**
 * Ends the conversations `where` selects (only those not ended yet) and queues one
 * conversation.ended job for each, in one statement: an end is never recorded without its job,
 * and a conversation ended twice (a race with the idle sweep) gets one job. Returns the ids ended.
 */
async function endConversationsWhere(db: Db, where: SQL, now: Date): Promise<string[]> {
  const rows = await queryRows<{ conversationId: string }>(
    db,
    sql`with ended as (
          update conversations set status = 'ended', ended_at = ${now.toISOString()}::timestamptz
          where status <> 'ended' and ${where}
          returning id)
        insert into jobs (kind, payload, max_attempts)
        select ${CONVERSATION_ENDED_JOB}, jsonb_build_object('conversationId', id), ${CONVERSATION_ENDED_MAX_ATTEMPTS}::int from ended
        returning payload->>'conversationId' as "conversationId"`,
  );
  return rows.map((r) => r.conversationId);
}

/** Ends the conversation unless it has ended already; true when this call ended it. */
export async function endConversationRow(db: Db, conversationId: string, now: Date): Promise<boolean> {
  return (await endConversationsWhere(db, sql`id = ${conversationId}::uuid`, now)).length > 0;
}

/** Ends the (agent, session) conversation; true when this call ended it. */
export async function endConversationBySession(db: Db, agentId: string, sessionId: string, now: Date): Promise<boolean> {
  return (await endConversationsWhere(db, sql`agent_id = ${agentId}::uuid and session_id = ${sessionId}`, now)).length > 0;
}

/**
 * Ends up to `batch` conversations whose last visitor message is older than `idleBefore` (the
 * partial index on open conversations finds them); SKIP LOCKED lets several workers sweep.
 */
export async function endIdleConversations(db: Db, idleBefore: Date, now: Date, batch: number): Promise<number> {
  const idle = sql`id in (
    select id from conversations
    where status <> 'ended' and last_message_at < ${idleBefore.toISOString()}::timestamptz
    order by last_message_at
    limit ${batch}
    for update skip locked)`;
  return (await endConversationsWhere(db, idle, now)).length;
}

export async function findConversation(db: Db, agentId: string, sessionId: string) {
  const rows = await db
    .select({ id: conversations.id, status: conversations.status })
    .from(conversations)
    .where(and(eq(conversations.agentId, agentId), eq(conversations.sessionId, sessionId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The last `turns` answered turns of a conversation, oldest first. */
export async function recentTurns(db: Db, conversationId: string, turns: number) {
  const rows = await db
    .select({ userInput: agentRuns.userInput, agentOutput: agentRuns.agentOutput, createdAt: agentRuns.createdAt })
    .from(agentRuns)
    .where(and(eq(agentRuns.conversationId, conversationId), eq(agentRuns.status, 'completed')))
    .orderBy(desc(agentRuns.createdAt))
    .limit(turns);
  return rows.reverse();
}

/** The newest conversation of one sender on a messaging channel (its session ids start with `prefix`, see sender-session.ts). */
export async function latestSenderConversation(db: Db, agentId: string, channel: string, prefix: string): Promise<{ sessionId: string; status: string } | null> {
  const rows = await queryRows<{ session_id: string; status: string }>(
    db,
    sql`select session_id, status from conversations
        where agent_id = ${agentId} and channel = ${channel} and (session_id = ${prefix} or session_id like ${`${prefix}#%`})
        order by started_at desc limit 1`,
  );
  return rows[0] ? { sessionId: rows[0].session_id, status: rows[0].status } : null;
}
