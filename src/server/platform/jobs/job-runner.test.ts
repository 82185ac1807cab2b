import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { jobs } from '../../db/schema';
import { startJobRunner } from './job-runner';
import type { JobRow } from './job-queue';

const silent = { error: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await database.close();
});

describe('job runner', () => {
  it('fails a job whose worker died on its last attempt instead of claiming it again', async () => {
    const { db } = database;
    const [abandoned] = await db
      .insert(jobs)
      .values({ kind: 'probe', payload: { n: 1 }, status: 'running', attempts: 3, maxAttempts: 3, lockedBy: 'dead-worker', lockedUntil: sql`now() - interval '1 minute'` })
      .returning();
    const [retried] = await db
      .insert(jobs)
      .values({ kind: 'probe', payload: { n: 2 }, status: 'running', attempts: 1, maxAttempts: 3, lockedBy: 'dead-worker', lockedUntil: sql`now() - interval '1 minute'` })
      .returning();
    const ran: unknown[] = [];
    const failed: { job: JobRow; error: string }[] = [];
    const runner = startJobRunner(
      db,
      { probe: { run: async (job) => void ran.push(job.payload.n), onFailed: async (job, error) => void failed.push({ job, error }) } },
      { concurrency: 2, leaseMs: 60_000, pollMs: 20 },
      silent,
    );
    try {
      await expect.poll(async () => (await db.select().from(jobs).where(eq(jobs.id, retried.id)))[0].status).toBe('done');
      await expect.poll(async () => (await db.select().from(jobs).where(eq(jobs.id, abandoned.id)))[0].status).toBe('failed');
    } finally {
      await runner.stop();
    }
    expect(ran).toEqual([2]);
    expect(failed.map((f) => f.job.id)).toEqual([abandoned.id]);
    expect(failed[0].error).toMatch(/on every attempt/);
  });
});
