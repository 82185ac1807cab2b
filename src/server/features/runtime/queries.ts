import type { Db } from '../../db/client';
import { agentRuns } from '../../db/schema';

export type NewRun = typeof agentRuns.$inferInsert;

export async function insertRun(db: Db, run: NewRun): Promise<string> {
  const [row] = await db.insert(agentRuns).values(run).returning({ id: agentRuns.id });
  return row.id;
}
