import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { memberOf, memberRole } from '../../db/membership';
import { agentVersions, agents, datasets, projects } from '../../db/schema';
import { projectMembers } from '../../db/team-tables';

export type AgentRow = typeof agents.$inferSelect;
export type NewAgent = typeof agents.$inferInsert;

// Column references inside a subquery render unqualified, so the outer agents.id is named in full.
const latestVersion = sql<string | null>`(select v.version from ${agentVersions} v
  where v.agent_id = "agents"."id" order by v.published_at desc limit 1)`;

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
      latestVersion,
      createdAt: agents.createdAt,
      updatedAt: agents.updatedAt,
    })
    .from(agents)
    .where(eq(agents.projectId, projectId))
    .orderBy(asc(agents.createdAt));
}

const memberAgentStatement = preparedPerDb((db) =>
  db
    .select({ agent: agents, latestVersion, role: memberRole })
    .from(agents)
    .innerJoin(projectMembers, memberOf(agents.projectId, sql.placeholder('userId')))
    .where(eq(agents.id, sql.placeholder('agentId')))
    .limit(1)
    .prepare('find_member_agent'),
);

/** The agent and the user's role when the user is a member of its project; null otherwise. */
export async function findMemberAgent(db: Db, userId: string, agentId: string) {
  const rows = await memberAgentStatement(db).execute({ agentId, userId });
  return rows[0] ?? null;
}

export async function countOwnedAgents(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(agents)
    .innerJoin(projects, eq(projects.id, agents.projectId))
    .where(eq(projects.ownerId, ownerId));
  return row.n;
}

export async function insertAgent(db: Db, values: NewAgent): Promise<AgentRow> {
  const [row] = await db.insert(agents).values(values).returning();
  return row;
}

export async function updateAgentRow(db: Db, id: string, values: Partial<NewAgent>): Promise<AgentRow> {
  const [row] = await db
    .update(agents)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(agents.id, id))
    .returning();
  return row;
}

export async function deleteAgentRow(db: Db, id: string): Promise<void> {
  await db.delete(agents).where(eq(agents.id, id));
}

export async function datasetBelongsToProject(db: Db, datasetId: string, projectId: string): Promise<boolean> {
  const rows = await db
    .select({ id: datasets.id })
    .from(datasets)
    .where(and(eq(datasets.id, datasetId), eq(datasets.projectId, projectId)))
    .limit(1);
  return rows.length > 0;
}
