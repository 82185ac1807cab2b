import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps';
import type { Db } from '../../db/client';

/** shorter than the tool's 30 s timeout, so a stuck holder fails this call with a sentence, not a timeout */
const LOCK_WAIT_MS = 20000;

// One queue per database handle (a process, or a test's second app) and calendar.
const queues = new WeakMap<Db, Map<string, Promise<unknown>>>();

function inProcessQueue<T>(db: Db, key: string, work: () => Promise<T>): Promise<T> {
  let byKey = queues.get(db);
  if (!byKey) {
    byKey = new Map();
    queues.set(db, byKey);
  }
  const previous = byKey.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => undefined);
  byKey.set(key, tail);
  void tail.then(() => {
    if (byKey.get(key) === tail) byKey.delete(key);
  });
  return run;
}

function isLockTimeout(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '55P03') return true;
  }
  return false;
}

/**
 * Runs `work` (read the interval, then write the event) alone for one calendar, so two
 * conversations cannot both find a slot free and both book it.
 *
 * Within a process the calls queue up. On a PostgreSQL server other processes are kept out by a
 * transaction-scoped advisory lock, held on one pooled connection for the duration. PGlite is one
 * process by construction, and its single session would make the lock re-entrant while a
 * transaction there would stall every other query of the app during the HTTP calls, so the queue
 * alone serialises there.
 */
export function withCalendarLock<T>(deps: AppDeps, calendarUrl: string, signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  const guarded = async () => {
    signal.throwIfAborted();
    return work();
  };
  return inProcessQueue(deps.db, calendarUrl, async () => {
    if (deps.dbKind !== 'postgres') return guarded();
    try {
      return await deps.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local lock_timeout = ${LOCK_WAIT_MS}`));
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('agentforge:calendar-booking'), hashtext(${calendarUrl}))`);
        return guarded();
      });
    } catch (error) {
      if (isLockTimeout(error)) throw new Error('Another booking on this calendar is taking too long; nothing was booked. Try again in a moment.', { cause: error });
      throw error;
    }
  });
}
