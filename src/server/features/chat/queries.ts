import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentRuns, agentVersions, agents, conversations, projects, rateLimits, users } from '../../db/schema';

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

/** The agent's active version (if any) when the agent belongs to the project; null when it does not. */
export async function findActiveTarget(db: Db, agentId: string, projectId: string): Promise<{ target: ChatTarget | null } | null> {
  const rows = await db
    .select(targetColumns)
    .from(agents)
    .innerJoin(projects, eq(projects.id, agents.projectId))
    .innerJoin(users, eq(users.id, projects.ownerId))
    .leftJoin(agentVersions, and(eq(agentVersions.agentId, agents.id), eq(agentVersions.isActive, true)))
    .where(and(eq(agents.id, agentId), eq(agents.projectId, projectId)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (!row.versionId || row.isPublic === null) return { target: null };
  return { target: { ...row, versionId: row.versionId, isPublic: row.isPublic } };
}

/** This month's production runs of all the owner's agents, counted up to `cap` (enough to compare). */
export async function countOwnerRunsSince(db: Db, ownerId: string, since: Date, cap: number): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(agentRuns)
    .innerJoin(agents, eq(agents.id, agentRuns.agentId))
    .innerJoin(projects, eq(projects.id, agents.projectId))
    .where(and(eq(projects.ownerId, ownerId), eq(agentRuns.isTest, false), ne(agentRuns.status, 'limited'), gte(agentRuns.createdAt, since)))
    .limit(cap)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
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

/** The conversation of (agent, session), created on its first turn. */
export async function upsertConversation(db: Db, key: ConversationKey, now: Date): Promise<{ id: string; status: string }> {
  const [row] = await db
    .insert(conversations)
    .values({ ...key, userData: key.userData ?? null, startedAt: now })
    .onConflictDoUpdate({
      target: [conversations.agentId, conversations.sessionId],
      set: key.userData ? { userData: key.userData } : { channel: sql`${conversations.channel}` },
    })
    .returning({ id: conversations.id, status: conversations.status });
  return row;
}

export async function endConversationRow(db: Db, conversationId: string, now: Date): Promise<void> {
  await db.update(conversations).set({ status: 'ended', endedAt: now }).where(and(eq(conversations.id, conversationId), ne(conversations.status, 'ended')));
}

/** Ends the (agent, session) conversation; true when one existed. */
export async function endConversationBySession(db: Db, agentId: string, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(conversations)
    .set({ status: 'ended', endedAt: sql`coalesce(${conversations.endedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(conversations.agentId, agentId), eq(conversations.sessionId, sessionId)))
    .returning({ id: conversations.id });
  return rows.length > 0;
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

export type NewRunRow = typeof agentRuns.$inferInsert;

export async function insertRunRow(db: Db, run: NewRunRow): Promise<string> {
  const [row] = await db.insert(agentRuns).values(run).returning({ id: agentRuns.id });
  return row.id;
}

/**
 * Counts one hit on several fixed-window limits in a single statement (shared by every web
 * process). Keys are sorted so concurrent statements lock rows in the same order.
 */
export async function hitRateLimits(db: Db, keys: string[], windowMs: number, now: Date): Promise<Map<string, { count: number; resetAt: Date }>> {
  const resetAt = new Date(now.getTime() + windowMs);
  const nowIso = now.toISOString();
  const rows = await db
    .insert(rateLimits)
    .values([...new Set(keys)].sort().map((key) => ({ key, count: 1, resetAt })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${nowIso}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${nowIso}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt });
  return new Map(rows.map((r) => [r.key, { count: r.count, resetAt: r.resetAt }]));
}
