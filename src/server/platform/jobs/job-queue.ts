import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { jobs } from '../../db/schema';

export interface JobRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  datasetId: string | null;
}

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  datasetId?: string | null;
  maxAttempts?: number;
  /** jobs with the same key run one at a time, in the order they were queued */
  groupKey?: string | null;
  /** not before this time (a delayed job); default now */
  runAt?: Date;
}

/** Queues jobs; pass a transaction so the job exists exactly when the rows it works on do. */
export async function enqueueJobs(db: Db, list: NewJob[]): Promise<void> {
  if (list.length === 0) return;
  await db.insert(jobs).values(
    list.map((j) => ({ kind: j.kind, payload: j.payload, datasetId: j.datasetId ?? null, maxAttempts: j.maxAttempts ?? 3, groupKey: j.groupKey ?? null, ...(j.runAt ? { runAt: j.runAt } : {}) })),
  );
}

const RETURNING = sql`returning id, kind, payload, attempts, max_attempts as "maxAttempts", dataset_id as "datasetId"`;

/**
 * Claims up to `limit` due jobs for this worker: queued ones, and running ones whose lease has
 * passed (their worker died) while attempts remain. SKIP LOCKED lets several workers share the table.
 * A job whose group has an earlier job still queued or running waits for it (even one waiting for a retry).
 */
export async function claimJobs(db: Db, workerId: string, limit: number, leaseMs: number): Promise<JobRow[]> {
  return queryRows<JobRow>(
    db,
    sql`update jobs set status = 'running', attempts = attempts + 1, locked_by = ${workerId},
          locked_until = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
        where id in (
          select id from jobs
          where ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now() and attempts < max_attempts))
            and (group_key is null or not exists (
              select 1 from jobs earlier
              where earlier.group_key = jobs.group_key and earlier.seq < jobs.seq and earlier.status in ('queued', 'running')))
          order by run_at
          limit ${limit}
          for update skip locked)
        ${RETURNING}`,
  );
}

/**
 * Fails the jobs whose worker died during their last attempt: a job that brings its worker down
 * every time must not be claimed for ever.
 */
export async function failAbandonedJobs(db: Db, error: string): Promise<JobRow[]> {
  return queryRows<JobRow>(
    db,
    sql`update jobs set status = 'failed', locked_until = null, last_error = ${error}, updated_at = now()
        where id in (
          select id from jobs where status = 'running' and locked_until < now() and attempts >= max_attempts
          for update skip locked)
        ${RETURNING}`,
  );
}

/** Marks jobs of this worker done (those finishing together are written in one statement). */
export async function completeJobs(db: Db, ids: string[], workerId: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, lastError: null, updatedAt: new Date() })
    .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, workerId)));
}

/** Retries later with a growing delay, or marks the job failed after its last attempt. */
export async function failJob(db: Db, job: JobRow, workerId: string, error: string): Promise<'retry' | 'failed'> {
  const final = job.attempts >= job.maxAttempts;
  const delaySecs = 2 ** job.attempts;
  await db
    .update(jobs)
    .set({
      status: final ? 'failed' : 'queued',
      lockedUntil: null,
      lastError: error.slice(0, 2000),
      runAt: final ? undefined : sql`now() + make_interval(secs => ${delaySecs})`,
      updatedAt: new Date(),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)));
  return final ? 'failed' : 'retry';
}

/** Finished jobs are kept a day for inspection, then removed by housekeeping. */
export async function deleteFinishedJobs(db: Db): Promise<void> {
  await db.execute(sql`delete from jobs where status in ('done', 'failed') and updated_at < now() - interval '1 day'`);
}

/** Keeps the leases of jobs still running in this worker, so long jobs are not claimed twice. */
export async function extendLeases(db: Db, ids: string[], workerId: string, leaseMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`update jobs set locked_until = now() + make_interval(secs => ${leaseMs / 1000})
        where locked_by = ${workerId} and status = 'running' and id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`,
  );
}
