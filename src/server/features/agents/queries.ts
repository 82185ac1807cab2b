import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentVersions, agents } from '../../db/schema';

export async function listProjectAgents(db: Db, projectId: string) {
  return db
    .select({
      id: agents.id,
      projectId: agents.projectId,
      name: agents.name,
      description: agents.description,
      industry: agents.industry,
      status: agents.status,
      isPublic: agents.isPublic,
      modelProvider: agents.modelProvider,
      modelName: agents.modelName,
      latestVersion: sql<string | null>`(select ${agentVersions.version} from ${agentVersions}
        where ${agentVersions.agentId} = ${agents.id} order by ${agentVersions.publishedAt} desc limit 1)`,
      createdAt: agents.createdAt,
      updatedAt: agents.updatedAt,
    })
    .from(agents)
    .where(eq(agents.projectId, projectId))
    .orderBy(asc(agents.createdAt));
}
