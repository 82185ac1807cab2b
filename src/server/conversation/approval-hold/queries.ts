import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { agentApprovalRules, toolApprovals, type ToolApprovalRow } from '../../db/approval-tables';
import { agents } from '../../db/schema';
import type { ApprovalRule, ApprovalStatus } from '../../../common/approvals';

export const DEFAULT_TIMEOUT_MINUTES = 60;

export async function findRules(db: Db, agentId: string): Promise<{ rules: ApprovalRule[]; timeoutMinutes: number }> {
  const [row] = await db.select().from(agentApprovalRules).where(eq(agentApprovalRules.agentId, agentId));
  return row ? { rules: row.rules as ApprovalRule[], timeoutMinutes: row.timeoutMinutes } : { rules: [], timeoutMinutes: DEFAULT_TIMEOUT_MINUTES };
}

export async function saveRules(db: Db, agentId: string, rules: ApprovalRule[], timeoutMinutes: number, now: Date): Promise<void> {
  await db
    .insert(agentApprovalRules)
    .values({ agentId, rules, timeoutMinutes, updatedAt: now })
    .onConflictDoUpdate({ target: agentApprovalRules.agentId, set: { rules, timeoutMinutes, updatedAt: now } });
}

export type NewApproval = typeof toolApprovals.$inferInsert;

export async function insertApproval(db: Db, row: NewApproval): Promise<string> {
  const [inserted] = await db.insert(toolApprovals).values(row).returning({ id: toolApprovals.id });
  return inserted.id;
}

export type ApprovalWithAgent = ToolApprovalRow & { agentName: string };

export async function listApprovals(db: Db, projectId: string, status: ApprovalStatus | null, limit: number): Promise<ApprovalWithAgent[]> {
  const where = status ? and(eq(toolApprovals.projectId, projectId), eq(toolApprovals.status, status)) : eq(toolApprovals.projectId, projectId);
  const rows = await db
    .select({ approval: toolApprovals, agentName: agents.name })
    .from(toolApprovals)
    .innerJoin(agents, eq(agents.id, toolApprovals.agentId))
    .where(where)
    .orderBy(desc(toolApprovals.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r.approval, agentName: r.agentName }));
}

export async function findApproval(db: Db, id: string): Promise<ApprovalWithAgent | null> {
  const [row] = await db.select({ approval: toolApprovals, agentName: agents.name }).from(toolApprovals).innerJoin(agents, eq(agents.id, toolApprovals.agentId)).where(eq(toolApprovals.id, id));
  return row ? { ...row.approval, agentName: row.agentName } : null;
}

/**
 * The one status change that decides: pending → approved or rejected, only while it has not
 * expired. Null when another decision, the expiry or a second click came first.
 */
export async function decidePending(
  db: Db,
  id: string,
  change: { status: 'approved' | 'rejected'; decidedBy: string | null; decidedVia: string; reason: string | null; arguments?: Record<string, unknown> },
  now: Date,
): Promise<ToolApprovalRow | null> {
  const rows = await db
    .update(toolApprovals)
    .set({ status: change.status, decidedBy: change.decidedBy, decidedVia: change.decidedVia, decidedAt: now, reason: change.reason, ...(change.arguments ? { arguments: change.arguments } : {}), updatedAt: now })
    .where(and(eq(toolApprovals.id, id), eq(toolApprovals.status, 'pending'), sql`${toolApprovals.expiresAt} > ${now.toISOString()}::timestamptz`))
    .returning();
  return rows[0] ?? null;
}

/** from → to in one conditional statement: the row when this caller made the change, null when someone else did. */
export async function transition(db: Db, id: string, from: ApprovalStatus, to: ApprovalStatus, now: Date): Promise<ToolApprovalRow | null> {
  const rows = await db.update(toolApprovals).set({ status: to, updatedAt: now }).where(and(eq(toolApprovals.id, id), eq(toolApprovals.status, from))).returning();
  return rows[0] ?? null;
}

export async function storeResult(db: Db, id: string, result: unknown, now: Date): Promise<void> {
  await db.update(toolApprovals).set({ result: result as object, updatedAt: now }).where(eq(toolApprovals.id, id));
}

/** Pending approvals whose conversation belongs to one of the agents (for the Inbox's counts). */
export async function pendingCount(db: Db, projectId: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from tool_approvals where project_id = ${projectId} and status = 'pending'`);
  return rows[0]?.n ?? 0;
}
