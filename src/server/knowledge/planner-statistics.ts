import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Brings the query planner's statistics of the chunks up to date. The embedded database runs no
 * autovacuum, so nothing else keeps them current; PostgreSQL servers analyze on their own. (The
 * ranking's own statistics are exact at all times: triggers keep them, see dataset_lexemes.)
 */
export async function refreshPlannerStatistics(db: Db, dbKind: 'pglite' | 'postgres'): Promise<void> {
  if (dbKind === 'pglite') await db.execute(sql`analyze vector_chunks`);
}
