import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';

const columns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  ownerId: projects.ownerId,
  settings: projects.settings,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

export async function listOwnedProjects(db: Db, ownerId: string) {
  return db.select(columns).from(projects).where(eq(projects.ownerId, ownerId)).orderBy(asc(projects.createdAt), asc(projects.id));
}

export async function countOwnedProjects(db: Db, ownerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projects).where(eq(projects.ownerId, ownerId));
  return row.n;
}

export async function findOwnedProject(db: Db, ownerId: string, projectId: string) {
  const rows = await db
    .select(columns)
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertProject(db: Db, values: { name: string; description: string | null; ownerId: string }) {
  const [row] = await db.insert(projects).values(values).returning(columns);
  return row;
}

/**
 * Merges `changes` into the settings of a project the user owns (other keys are kept);
 * null when there is no such project.
 */
export async function mergeOwnedProjectSettings(db: Db, ownerId: string, projectId: string, changes: Record<string, unknown>, now: Date) {
  const rows = await db
    .update(projects)
    .set({ settings: sql`${projects.settings} || ${JSON.stringify(changes)}::jsonb`, updatedAt: now })
    .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)))
    .returning(columns);
  return rows[0] ?? null;
}
