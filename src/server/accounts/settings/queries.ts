import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects, users } from '../../db/schema';

/** The stored settings of the project's owner; undefined for an unknown project. */
export async function findProjectOwnerSettings(db: Db, projectId: string): Promise<unknown> {
  const rows = await db.select({ settings: users.settings }).from(projects).innerJoin(users, eq(users.id, projects.ownerId)).where(eq(projects.id, projectId)).limit(1);
  return rows[0]?.settings;
}
