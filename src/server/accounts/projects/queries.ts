import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberOf, memberRole } from '../../db/membership';
import { projects, users } from '../../db/schema';
import { projectMembers } from '../../db/team-tables';

const columns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  ownerId: projects.ownerId,
  settings: projects.settings,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

/** The projects the user belongs to: the one they switched to last first, then their own, then the oldest. */
export async function listMemberProjects(db: Db, userId: string) {
  return db
    .select({ ...columns, role: memberRole })
    .from(projects)
    .innerJoin(projectMembers, memberOf(projects.id, userId))
    .orderBy(sql`${projectMembers.selectedAt} desc nulls last`, desc(sql`${projectMembers.role} = 'owner'`), asc(projects.createdAt), asc(projects.id));
}

export async function countOwnedProjects(db: Db, ownerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projects).where(eq(projects.ownerId, ownerId));
  return row.n;
}

export async function findMemberProject(db: Db, userId: string, projectId: string) {
  const rows = await db
    .select({ ...columns, role: memberRole })
    .from(projects)
    .innerJoin(projectMembers, memberOf(projects.id, userId))
    .where(eq(projects.id, projectId))
    .limit(1);
  return rows[0] ?? null;
}

/** A new project and its owner's membership, together. */
export async function insertProject(db: Db, values: { name: string; description: string | null; ownerId: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(projects).values(values).returning(columns);
    await tx.insert(projectMembers).values({ projectId: row.id, userId: values.ownerId, role: 'owner' });
    return { ...row, role: 'owner' };
  });
}

/** Merges `changes` into the project's settings (other keys are kept). */
export async function mergeProjectSettings(db: Db, projectId: string, changes: Record<string, unknown>, now: Date) {
  const [row] = await db
    .update(projects)
    .set({ settings: sql`${projects.settings} || ${JSON.stringify(changes)}::jsonb`, updatedAt: now })
    .where(eq(projects.id, projectId))
    .returning(columns);
  return row;
}

export async function markProjectSelected(db: Db, userId: string, projectId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(projectMembers)
    .set({ selectedAt: now })
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .returning({ projectId: projectMembers.projectId });
  return rows.length > 0;
}

/** What plan limits and premium gates of a project are measured against: its owner's account. */
export async function findProjectOwnerPlan(db: Db, projectId: string) {
  const rows = await db
    .select({ id: users.id, role: users.role, subscriptionTier: users.subscriptionTier, subscriptionExpiry: users.subscriptionExpiry })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(eq(projects.id, projectId))
    .limit(1);
  return rows[0] ?? null;
}
