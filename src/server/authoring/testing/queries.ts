import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberOf, memberRole } from '../../db/membership';
import { projectMembers } from '../../db/team-tables';
import { agents, testCases } from '../../db/schema';

export type TestCaseRow = typeof testCases.$inferSelect;

export async function listTestCases(db: Db, agentId: string): Promise<TestCaseRow[]> {
  return db.select().from(testCases).where(eq(testCases.agentId, agentId)).orderBy(asc(testCases.createdAt), asc(testCases.id));
}

/** The case and the user's role when the user is a member of its agent's project. */
export async function findMemberTestCase(db: Db, userId: string, id: string): Promise<{ testCase: TestCaseRow; role: string } | null> {
  const rows = await db
    .select({ testCase: testCases, role: memberRole })
    .from(testCases)
    .innerJoin(agents, eq(agents.id, testCases.agentId))
    .innerJoin(projectMembers, memberOf(agents.projectId, userId))
    .where(eq(testCases.id, id))
    .limit(1);
  return rows[0] ?? null;
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
