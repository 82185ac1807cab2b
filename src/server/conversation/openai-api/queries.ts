import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, agentVersions } from '../../db/schema';

/** The project's agents that have an active version: what `/v1` can run. */
export async function agentsWithActiveVersion(db: Db, projectId: string): Promise<{ id: string; name: string; createdAt: Date }[]> {
  return db
    .select({ id: agents.id, name: agents.name, createdAt: agents.createdAt })
    .from(agents)
    .innerJoin(agentVersions, and(eq(agentVersions.agentId, agents.id), eq(agentVersions.isActive, true)))
    .where(eq(agents.projectId, projectId))
    .orderBy(agents.createdAt);
}
