import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';

/** The agent of the project whose MCP endpoint is switched on; null otherwise. */
export async function findMcpEnabledAgent(db: Db, agentId: string, projectId: string) {
  const [row] = await db
    .select({ id: agents.id, name: agents.name, description: agents.description })
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.projectId, projectId), eq(agents.mcpEnabled, true)))
    .limit(1);
  return row ?? null;
}

export async function setAgentMcpEnabled(db: Db, agentId: string, enabled: boolean): Promise<void> {
  await db.update(agents).set({ mcpEnabled: enabled, updatedAt: new Date() }).where(eq(agents.id, agentId));
}
