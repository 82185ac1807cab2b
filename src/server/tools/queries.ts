import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberOf, memberRole } from '../db/membership';
import { projectMembers } from '../db/team-tables';
import { agents } from '../db/schema';
import { agentTools, tools } from '../db/tool-tables';

export type ToolRow = typeof tools.$inferSelect;
export type NewToolRow = typeof tools.$inferInsert;

const agentCount = sql<number>`(select count(*)::int from ${agentTools} at where at.tool_id = "tools"."id")`;

export async function listProjectToolRows(db: Db, projectId: string) {
  return db
    .select({ tool: tools, agentCount })
    .from(tools)
    .where(eq(tools.projectId, projectId))
    .orderBy(asc(tools.createdAt));
}

/** Public tools: shared by their owners with every project (read-only listing). */
export async function listPublicToolRows(db: Db, projectId: string) {
  return db
    .select({ id: tools.id, name: tools.name, description: tools.description, type: tools.type })
    .from(tools)
    .where(and(eq(tools.isPublic, true), sql`${tools.projectId} is distinct from ${projectId}`))
    .orderBy(asc(tools.name))
    .limit(200);
}

/** The tool and the user's role when the user is a member of its project; null otherwise. */
export async function findMemberTool(db: Db, userId: string, toolId: string) {
  const rows = await db
    .select({ tool: tools, agentCount, role: memberRole })
    .from(tools)
    .innerJoin(projectMembers, memberOf(tools.projectId, userId))
    .where(eq(tools.id, toolId))
    .limit(1);
  return rows[0] ?? null;
}

export async function countProjectTools(db: Db, projectId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tools).where(eq(tools.projectId, projectId));
  return Number(row.n);
}

export async function insertToolRow(db: Db, values: NewToolRow): Promise<ToolRow> {
  const [row] = await db.insert(tools).values(values).returning();
  return row;
}

/** Several tools in one statement: all are stored or none. */
export async function insertToolRows(db: Db, values: NewToolRow[]): Promise<ToolRow[]> {
  return db.insert(tools).values(values).returning();
}

export async function updateToolRow(db: Db, toolId: string, values: Partial<NewToolRow>): Promise<ToolRow> {
  const [row] = await db.update(tools).set({ ...values, updatedAt: new Date() }).where(eq(tools.id, toolId)).returning();
  return row;
}

export async function findToolRow(db: Db, toolId: string): Promise<ToolRow | null> {
  const [row] = await db.select().from(tools).where(eq(tools.id, toolId)).limit(1);
  return row ?? null;
}

export async function deleteToolRow(db: Db, toolId: string): Promise<void> {
  await db.delete(tools).where(eq(tools.id, toolId));
}

export async function listAttachments(db: Db, agentId: string) {
  return db.select({ toolId: agentTools.toolId, enabled: agentTools.enabled }).from(agentTools).where(eq(agentTools.agentId, agentId)).orderBy(asc(agentTools.createdAt));
}

/** The ids among `toolIds` an agent of the project may attach: its own tools and public ones. */
export async function projectToolIds(db: Db, projectId: string, toolIds: string[]): Promise<Set<string>> {
  if (toolIds.length === 0) return new Set();
  const rows = await db.select({ id: tools.id }).from(tools).where(and(or(eq(tools.projectId, projectId), eq(tools.isPublic, true)), inArray(tools.id, toolIds)));
  return new Set(rows.map((r) => r.id));
}

/** Replaces the agent's attachments in one transaction. */
export async function replaceAttachments(db: Db, agentId: string, list: { toolId: string; enabled: boolean }[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(agentTools).where(eq(agentTools.agentId, agentId));
    if (list.length) await tx.insert(agentTools).values(list.map((a) => ({ agentId, toolId: a.toolId, enabled: a.enabled })));
  });
}

/** The enabled project tools of an agent, as its turns run them. */
export async function listEnabledAgentTools(db: Db, agentId: string): Promise<ToolRow[]> {
  const rows = await db
    .select({ tool: tools })
    .from(agentTools)
    .innerJoin(tools, eq(tools.id, agentTools.toolId))
    .innerJoin(agents, eq(agents.id, agentTools.agentId))
    .where(and(eq(agentTools.agentId, agentId), eq(agentTools.enabled, true), or(eq(tools.projectId, agents.projectId), eq(tools.isPublic, true))))
    .orderBy(asc(agentTools.createdAt));
  return rows.map((r) => r.tool);
}
