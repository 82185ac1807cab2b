import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, projects, testCases } from '../../db/schema';

export type TestCaseRow = typeof testCases.$inferSelect;

export async function listTestCases(db: Db, agentId: string): Promise<TestCaseRow[]> {
  return db.select().from(testCases).where(eq(testCases.agentId, agentId)).orderBy(asc(testCases.createdAt), asc(testCases.id));
}

/** The case when its agent's project belongs to the user. */
export async function findOwnedTestCase(db: Db, ownerId: string, id: string): Promise<TestCaseRow | null> {
  const rows = await db
    .select({ testCase: testCases })
    .from(testCases)
    .innerJoin(agents, eq(agents.id, testCases.agentId))
    .innerJoin(projects, eq(projects.id, agents.projectId))
    .where(and(eq(testCases.id, id), eq(projects.ownerId, ownerId)))
    .limit(1);
  return rows[0]?.testCase ?? null;
}

export async function insertTestCase(db: Db, values: typeof testCases.$inferInsert): Promise<TestCaseRow> {
  const [row] = await db.insert(testCases).values(values).returning();
  return row;
}

export async function updateTestCaseRow(db: Db, id: string, values: Partial<typeof testCases.$inferInsert>): Promise<TestCaseRow> {
  const [row] = await db.update(testCases).set({ ...values, updatedAt: new Date() }).where(eq(testCases.id, id)).returning();
  return row;
}

export async function deleteTestCaseRow(db: Db, id: string): Promise<void> {
  await db.delete(testCases).where(eq(testCases.id, id));
}
