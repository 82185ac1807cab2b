import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';

/** The journal time of the newest migration the database recorded (drizzle's own table), or null when none. */
export async function findLastAppliedMigration(db: Db): Promise<number | null> {
  const [row] = await queryRows<{ last: string | null }>(db, sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`);
  return row?.last ? Number(row.last) : null;
}
