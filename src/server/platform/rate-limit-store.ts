import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/instance-tables';

export interface LimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counter in the database, shared by every web process.
 * One atomic upsert: a window that has passed starts again at 1.
 */
export async function hitRateLimit(db: Db, key: string, limit: number, windowMs: number, now = new Date()): Promise<LimitResult> {
  const row = await addRateLimitHits(db, key, 1, windowMs, now);
  const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
  return { allowed: row.count <= limit, count: row.count, retryAfterSeconds };
}

/** Adds `hits` to a fixed-window counter at once (a new window starts with them): the count after, and the window's end. */
export async function addRateLimitHits(db: Db, key: string, hits: number, windowMs: number, now: Date): Promise<{ count: number; resetAt: Date }> {
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: hits, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${hits}::int else ${rateLimits.count} + ${hits}::int end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return row;
}

export async function peekRateLimit(db: Db, key: string, limit: number, now = new Date()): Promise<LimitResult> {
  const rows = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > ${now.toISOString()}::timestamptz`);
  const row = rows[0];
  if (!row) return { allowed: true, count: 0, retryAfterSeconds: 0 };
  const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
  return { allowed: row.count < limit, count: row.count, retryAfterSeconds };
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Windows that have passed count for nothing (a new hit starts again at 1): housekeeping drops them. */
export async function deleteExpiredRateLimits(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < ${now.toISOString()}::timestamptz`);
}
