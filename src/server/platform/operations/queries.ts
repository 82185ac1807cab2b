import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { HEARTBEAT_KEY, instanceSettings } from '../../db/instance-tables';

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

export async function writeHeartbeat(db: Db, workerId: string, at: Date): Promise<void> {
  await db
    .insert(instanceSettings)
    .values({ key: HEARTBEAT_KEY, value: { workerId }, updatedAt: at })
    .onConflictDoUpdate({ target: instanceSettings.key, set: { value: { workerId }, updatedAt: at } });
}

export async function findHeartbeat(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: instanceSettings.updatedAt }).from(instanceSettings).where(eq(instanceSettings.key, HEARTBEAT_KEY));
  return row?.at ?? null;
}

/** Queued jobs by kind, with how long the oldest due one of each kind has waited. */
export async function queuedJobsByKind(db: Db): Promise<{ kind: string; count: number; oldestSeconds: number }[]> {
  return queryRows(
    db,
    sql`select kind, count(*)::int as "count",
          coalesce(max(extract(epoch from now() - run_at)) filter (where run_at <= now()), 0)::float8 as "oldestSeconds"
        from jobs where status = 'queued' group by kind`,
  );
}
