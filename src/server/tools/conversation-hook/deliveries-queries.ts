import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberOf, memberRole } from '../../db/membership';
import { agentRuns, agentVersions, agents, conversations } from '../../db/schema';
import { projectMembers } from '../../db/team-tables';
import { hookDeliveries } from '../../db/tool-tables';

/** An ended conversation with what the hook needs of its agent: the live row and, for a version, its frozen snapshot. */
export async function findHookConversation(db: Db, conversationId: string) {
  const rows = await db
    .select({
      id: conversations.id,
      agentId: conversations.agentId,
      agentVersionId: conversations.agentVersionId,
      sessionId: conversations.sessionId,
      channel: conversations.channel,
      isTest: conversations.isTest,
      userData: conversations.userData,
      startedAt: conversations.startedAt,
      endedAt: conversations.endedAt,
      agentName: agents.name,
      enabledTools: agents.enabledTools,
      toolConfigs: agents.toolConfigs,
      versionSnapshot: agentVersions.snapshot,
    })
    .from(conversations)
    .innerJoin(agents, eq(agents.id, conversations.agentId))
    .leftJoin(agentVersions, eq(agentVersions.id, conversations.agentVersionId))
    .where(eq(conversations.id, conversationId))
    .limit(1);
  return rows[0] ?? null;
}
export type HookConversation = NonNullable<Awaited<ReturnType<typeof findHookConversation>>>;

/** The newest `limit` turns of a conversation, oldest first. */
export async function listConversationTurns(db: Db, conversationId: string, limit: number) {
  const rows = await db
    .select({ userInput: agentRuns.userInput, agentOutput: agentRuns.agentOutput, status: agentRuns.status, createdAt: agentRuns.createdAt })
    .from(agentRuns)
    .where(eq(agentRuns.conversationId, conversationId))
    .orderBy(desc(agentRuns.createdAt), desc(agentRuns.id))
    .limit(limit);
  return rows.reverse();
}
export type ConversationTurn = Awaited<ReturnType<typeof listConversationTurns>>[number];

const deliveryColumns = {
  id: hookDeliveries.id,
  agentId: hookDeliveries.agentId,
  conversationId: hookDeliveries.conversationId,
  endpoint: hookDeliveries.endpoint,
  idempotencyKey: hookDeliveries.idempotencyKey,
  status: hookDeliveries.status,
  attempts: hookDeliveries.attempts,
  lastStatusCode: hookDeliveries.lastStatusCode,
  lastError: hookDeliveries.lastError,
  createdAt: hookDeliveries.createdAt,
  deliveredAt: hookDeliveries.deliveredAt,
};

/**
 * The conversation's one delivery, created on its first attempt. Its idempotency key never
 * changes; while pending, the endpoint follows the agent's settings.
 */
export async function openDelivery(db: Db, agentId: string, conversationId: string, endpoint: string): Promise<DeliveryRow> {
  const [row] = await db
    .insert(hookDeliveries)
    .values({ agentId, conversationId, endpoint })
    .onConflictDoUpdate({
      target: hookDeliveries.conversationId,
      set: { endpoint: sql`case when ${hookDeliveries.status} = 'pending' then excluded.endpoint else ${hookDeliveries.endpoint} end` },
    })
    .returning(deliveryColumns);
  return row;
}

export interface AttemptRecord {
  status: 'pending' | 'delivered' | 'failed';
  statusCode: number | null;
  error: string | null;
  at: Date;
}

/** Counts one attempt and what came of it. */
export async function recordAttempt(db: Db, deliveryId: string, attempt: AttemptRecord): Promise<void> {
  await db
    .update(hookDeliveries)
    .set({
      status: attempt.status,
      attempts: sql`${hookDeliveries.attempts} + 1`,
      lastStatusCode: attempt.statusCode,
      lastError: attempt.error?.slice(0, 2000) ?? null,
      deliveredAt: attempt.status === 'delivered' ? attempt.at : null,
      updatedAt: attempt.at,
    })
    .where(eq(hookDeliveries.id, deliveryId));
}

/** The job gave up (last attempt failed, or its worker died): a delivery still pending is failed. */
export async function failPendingDelivery(db: Db, conversationId: string, error: string, at: Date): Promise<void> {
  await db
    .update(hookDeliveries)
    .set({ status: 'failed', lastError: error.slice(0, 2000), updatedAt: at })
    .where(and(eq(hookDeliveries.conversationId, conversationId), eq(hookDeliveries.status, 'pending')));
}

/** The user's role in the agent's project; null when there is no such agent or the user is not a member. */
export async function findMemberAgentRole(db: Db, userId: string, agentId: string): Promise<string | null> {
  const rows = await db
    .select({ role: memberRole })
    .from(agents)
    .innerJoin(projectMembers, memberOf(agents.projectId, userId))
    .where(eq(agents.id, agentId))
    .limit(1);
  return rows[0]?.role ?? null;
}

export async function listAgentDeliveries(db: Db, agentId: string, limit: number) {
  return db
    .select(deliveryColumns)
    .from(hookDeliveries)
    .where(eq(hookDeliveries.agentId, agentId))
    .orderBy(desc(hookDeliveries.createdAt), desc(hookDeliveries.id))
    .limit(limit);
}
export type DeliveryRow = Awaited<ReturnType<typeof listAgentDeliveries>>[number];
