import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberOf, memberRole } from '../../db/membership';
import { projectMembers } from '../../db/team-tables';
import { agentTools, mcpServers, tools } from '../../db/tool-tables';
import { sql } from 'drizzle-orm';

export type McpServerRow = typeof mcpServers.$inferSelect;

const agentCount = sql<number>`(select count(*)::int from ${agentTools} at where at.tool_id = "tools"."id")`;

export async function listMcpServerRows(db: Db, projectId: string): Promise<McpServerRow[]> {
  return db.select().from(mcpServers).where(eq(mcpServers.projectId, projectId)).orderBy(asc(mcpServers.createdAt));
}

export async function countMcpServers(db: Db, projectId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mcpServers).where(eq(mcpServers.projectId, projectId));
  return Number(row.n);
}

/** The tools each of the servers lists, by server id. */
export async function listMcpToolRows(db: Db, serverIds: string[]) {
  if (serverIds.length === 0) return [];
  return db
    .select({ id: tools.id, name: tools.name, description: tools.description, mcpServerId: tools.mcpServerId, agentCount })
    .from(tools)
    .where(inArray(tools.mcpServerId, serverIds))
    .orderBy(asc(tools.name));
}

/** The server and the user's role when the user is a member of its project; null otherwise. */
export async function findMemberMcpServer(db: Db, userId: string, serverId: string) {
  const rows = await db.select({ server: mcpServers, role: memberRole }).from(mcpServers).innerJoin(projectMembers, memberOf(mcpServers.projectId, userId)).where(eq(mcpServers.id, serverId)).limit(1);
  return rows[0] ?? null;
}

export async function insertMcpServerRow(db: Db, values: typeof mcpServers.$inferInsert): Promise<McpServerRow> {
  const [row] = await db.insert(mcpServers).values(values).returning();
  return row;
}

export async function updateMcpServerRow(db: Db, serverId: string, values: Partial<typeof mcpServers.$inferInsert>): Promise<McpServerRow> {
  const [row] = await db.update(mcpServers).set({ ...values, updatedAt: new Date() }).where(eq(mcpServers.id, serverId)).returning();
  return row;
}

export async function deleteMcpServerRow(db: Db, serverId: string): Promise<void> {
  await db.delete(mcpServers).where(eq(mcpServers.id, serverId));
}

export interface McpToolValues {
  name: string;
  description: string;
  schema: Record<string, unknown>;
}

/**
 * Makes the server's tool rows match what it listed, in one transaction: rows of tools it no
 * longer lists go (with their attachments), listed ones are updated in place (attachments kept)
 * or added. Each row carries the server's address and sealed headers, so it runs like any tool.
 */
export async function syncMcpToolRows(db: Db, server: McpServerRow, listed: McpToolValues[], timeout: number): Promise<void> {
  await db.transaction(async (tx) => {
    const names = listed.map((t) => t.name);
    const stale = and(eq(tools.mcpServerId, server.id), names.length ? notInArray(tools.name, names) : undefined);
    await tx.delete(tools).where(stale);
    const existing = new Map((await tx.select({ id: tools.id, name: tools.name }).from(tools).where(eq(tools.mcpServerId, server.id))).map((r) => [r.name, r.id]));
    const shared = { endpoint: server.url, method: 'POST', authConfig: { headersEnc: server.headersEnc }, timeout };
    for (const tool of listed) {
      const id = existing.get(tool.name);
      if (id) await tx.update(tools).set({ ...shared, description: tool.description, schema: tool.schema, updatedAt: new Date() }).where(eq(tools.id, id));
      else await tx.insert(tools).values({ ...shared, projectId: server.projectId, mcpServerId: server.id, type: 'mcp', name: tool.name, description: tool.description, schema: tool.schema });
    }
  });
}

/** Points the server's existing tool rows at its current address and headers (when listing failed). */
export async function repointMcpToolRows(db: Db, server: McpServerRow): Promise<void> {
  await db.update(tools).set({ endpoint: server.url, authConfig: { headersEnc: server.headersEnc } }).where(eq(tools.mcpServerId, server.id));
}
