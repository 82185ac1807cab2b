import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { datasetSyncs } from '../db/knowledge-sync-tables';
import { dataItems } from '../db/knowledge-tables';
import { enqueueJobs } from '../platform/jobs/job-queue';
import { SYNC_DATASET_JOB } from './job-kinds';

export type SyncRow = typeof datasetSyncs.$inferSelect;
export type SyncTrigger = 'schedule' | 'manual';
export type SyncCount = 'added' | 'updated' | 'removed' | 'unchanged' | 'failed';

const ACTIVE = sql`${datasetSyncs.status} in ('queued', 'running')`;
const ORPHANED = 'The sync stopped without recording its end; a new one has been started.';

/**
 * Queues a sync (its row and its job) for each dataset that has none queued or running; the
 * partial unique index on active syncs makes a second request a no-op, from any process.
 * Returns the syncs queued.
 */
export async function queueSyncs(db: Db, datasetIds: string[], trigger: SyncTrigger, now: Date): Promise<SyncRow[]> {
  if (datasetIds.length === 0) return [];
  await failOrphanedSyncs(db, datasetIds, now);
  const queued = await db
    .insert(datasetSyncs)
    .values(datasetIds.map((datasetId) => ({ datasetId, trigger })))
    .onConflictDoNothing({ target: datasetSyncs.datasetId, where: ACTIVE })
    .returning();
  await enqueueJobs(db, queued.map((s) => ({ kind: SYNC_DATASET_JOB, payload: { syncId: s.id }, datasetId: s.datasetId })));
  return queued;
}

/**
 * A sync left queued or running without a live job (its failure could not be recorded) would
 * block its dataset for ever: it is marked failed before another is queued.
 */
async function failOrphanedSyncs(db: Db, datasetIds: string[], now: Date): Promise<void> {
  await db.execute(sql`update dataset_syncs s set status = 'failed', finished_at = ${now.toISOString()}::timestamptz, error = ${ORPHANED}
    where s.dataset_id in (${sql.join(datasetIds.map((id) => sql`${id}::uuid`), sql`, `)}) and s.status in ('queued', 'running')
      and not exists (select 1 from jobs j where j.kind = ${SYNC_DATASET_JOB} and j.payload ->> 'syncId' = s.id::text and j.status in ('queued', 'running'))`);
}

/**
 * Moves every due schedule to its next time and answers the datasets that were due. SKIP LOCKED
 * and the moved next_sync_at let several workers run the check at once: each due dataset is
 * answered to one of them, once.
 */
export async function takeDueDatasets(db: Db, now: Date, next: { daily: Date; weekly: Date }, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update datasets set next_sync_at = case sync_schedule when 'daily' then ${next.daily.toISOString()}::timestamptz else ${next.weekly.toISOString()}::timestamptz end
        where id in (
          select id from datasets where next_sync_at <= ${now.toISOString()}::timestamptz and sync_schedule <> 'off'
          order by next_sync_at limit ${limit}
          for update skip locked)
        returning id`,
  );
  return rows.map((r) => r.id);
}

export async function listSyncs(db: Db, datasetId: string, limit: number): Promise<SyncRow[]> {
  return db.select().from(datasetSyncs).where(eq(datasetSyncs.datasetId, datasetId)).orderBy(desc(datasetSyncs.queuedAt)).limit(limit);
}

export async function findSync(db: Db, syncId: string): Promise<SyncRow | null> {
  const [row] = await db.select().from(datasetSyncs).where(eq(datasetSyncs.id, syncId)).limit(1);
  return row ?? null;
}

export async function startSync(db: Db, syncId: string, now: Date): Promise<void> {
  await db
    .update(datasetSyncs)
    .set({ status: 'running', startedAt: sql`coalesce(${datasetSyncs.startedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(datasetSyncs.id, syncId));
}

export async function finishSync(db: Db, syncId: string, now: Date, error: string | null): Promise<void> {
  await db
    .update(datasetSyncs)
    .set({ status: error ? 'failed' : 'done', finishedAt: now, error })
    .where(eq(datasetSyncs.id, syncId));
}

/** Adds to one of the sync's counts; the page's own change is written in the same transaction. */
export async function countInSync(db: Db, syncId: string, count: SyncCount, n = 1): Promise<void> {
  if (n === 0) return;
  const column = datasetSyncs[count];
  await db
    .update(datasetSyncs)
    .set({ [count]: sql`${column} + ${n}` })
    .where(eq(datasetSyncs.id, syncId));
}

/** The dataset's indexed web pages that this sync has not checked yet (a retried sync resumes). */
export async function pagesToSync(db: Db, datasetId: string, syncId: string): Promise<string[]> {
  const rows = await db
    .select({ id: dataItems.id })
    .from(dataItems)
    .where(
      and(
        eq(dataItems.datasetId, datasetId),
        eq(dataItems.type, 'url'),
        eq(dataItems.status, 'ready'),
        or(isNull(dataItems.lastSyncId), ne(dataItems.lastSyncId, syncId)),
      ),
    )
    .orderBy(asc(dataItems.createdAt), asc(dataItems.id));
  return rows.map((r) => r.id);
}
