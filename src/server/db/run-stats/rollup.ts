import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import { floorDay, floorHour, ts, utcDay, utcHour } from './hour-sql';
import { bucketSumsSql, emptyHistogramSql, latencyHistogramSql } from './latency-histogram';

const HOURLY_KEY = 'analytics.rolledUpTo';
const DAILY_KEY = 'analytics.dailyRolledUpTo';
/** A run is stored when its turn ends; an hour is rolled up only once no turn can still land in it. */
const SETTLE_MS = 5 * 60_000;
/** Each statement sums at most this much history, so a first roll-up of a large instance goes in steps. */
const STEP_MS = 7 * 86_400_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const asDb = (tx: Tx) => tx as unknown as Db;

export interface Watermarks {
  /** hours before this are in run_stats_hourly */
  hourly: Date | null;
  /** days before this are in run_stats_daily (never later than `hourly`) */
  daily: Date | null;
}

async function readKeys(db: Db, lock: boolean): Promise<Watermarks> {
  const rows = await queryRows<{ key: string; at: string | null }>(
    db,
    sql`select key, value->>'at' as at from instance_settings where key in (${HOURLY_KEY}, ${DAILY_KEY}) ${lock ? sql`for update` : sql``}`,
  );
  const at = (key: string) => {
    const v = rows.find((r) => r.key === key)?.at;
    return v ? new Date(v) : null;
  };
  return { hourly: at(HOURLY_KEY), daily: at(DAILY_KEY) };
}

export const readWatermarks = (db: Db): Promise<Watermarks> => readKeys(db, false);

/** Locks the watermark rows: roll-ups and rewrites of rolled-up periods take turns. */
async function lockWatermarks(tx: Tx): Promise<Watermarks> {
  await tx.execute(sql`insert into instance_settings (key, value) values (${HOURLY_KEY}, '{"at":null}'::jsonb), (${DAILY_KEY}, '{"at":null}'::jsonb) on conflict (key) do nothing`);
  return readKeys(asDb(tx), true);
}

const setWatermark = (tx: Tx, key: string, at: Date) =>
  tx.execute(sql`update instance_settings set value = ${JSON.stringify({ at: at.toISOString() })}::jsonb, updated_at = now() where key = ${key}`);

const SUM_COLUMNS = sql`agent_id, channel, model, is_test, runs, completed, errors, latency_sum, latency_count, latency_buckets, tokens_in, tokens_out, cost, unpriced_runs`;

/** Replaces the hourly rows of [from, to) (of one agent, or all) with sums of the stored runs and conversations. */
async function sumHours(tx: Tx, from: Date, to: Date, agent: SQL): Promise<void> {
  await tx.execute(sql`delete from run_stats_hourly where hour >= ${ts(from)} and hour < ${ts(to)} ${agent}`);
  await tx.execute(sql`
    insert into run_stats_hourly (hour, ${SUM_COLUMNS})
    select ${utcHour(sql`created_at`)}, agent_id, channel, coalesce(model, ''), is_test, count(*),
      count(*) filter (where status = 'completed'), count(*) filter (where status = 'error'),
      coalesce(sum(latency), 0), count(latency), ${latencyHistogramSql(sql`latency`)},
      sum(tokens_in), sum(tokens_out), coalesce(sum(cost), 0), count(*) filter (where cost is null)
    from agent_runs
    where created_at >= ${ts(from)} and created_at < ${ts(to)} ${agent}
    group by 1, 2, 3, 4, 5`);
  await tx.execute(sql`
    insert into run_stats_hourly (hour, ${SUM_COLUMNS}, conversations)
    select ${utcHour(sql`started_at`)}, agent_id, channel, '', is_test, 0, 0, 0, 0, 0, ${emptyHistogramSql()}, 0, 0, 0, 0, count(*)
    from conversations
    where started_at >= ${ts(from)} and started_at < ${ts(to)} ${agent}
    group by 1, 2, 3, 4, 5
    on conflict (agent_id, hour, channel, model, is_test) do update set conversations = excluded.conversations`);
}

/** Replaces the daily rows of [from, to) with sums of the hourly rows. */
async function sumDays(tx: Tx, from: Date, to: Date, agent: SQL): Promise<void> {
  await tx.execute(sql`delete from run_stats_daily where day >= ${ts(from)} and day < ${ts(to)} ${agent}`);
  await tx.execute(sql`
    insert into run_stats_daily (day, ${SUM_COLUMNS}, conversations)
    select ${utcDay(sql`hour`)}, agent_id, channel, model, is_test, sum(runs), sum(completed), sum(errors),
      sum(latency_sum), sum(latency_count), ${bucketSumsSql()}::int[], sum(tokens_in), sum(tokens_out), sum(cost), sum(unpriced_runs), sum(conversations)
    from run_stats_hourly
    where hour >= ${ts(from)} and hour < ${ts(to)} ${agent}
    group by 1, 2, 3, 4, 5`);
}

async function inSteps(from: Date, to: Date, step: (a: Date, b: Date) => Promise<void>): Promise<void> {
  for (let at = from; at < to; ) {
    const next = new Date(Math.min(at.getTime() + STEP_MS, to.getTime()));
    await step(at, next);
    at = next;
  }
}

/**
 * Sums every closed hour not yet rolled up, then every day whose hours all are (the worker calls
 * it every minute). Several workers may call it at once: the lock makes the others wait, then
 * find nothing left to do.
 */
export async function rollUpClosedHours(db: Db, now: Date): Promise<void> {
  const hourTarget = floorHour(new Date(now.getTime() - SETTLE_MS));
  await db.transaction(async (tx) => {
    const marks = await lockWatermarks(tx);
    let hourFrom = marks.hourly;
    if (!hourFrom) {
      const first = await queryRows<{ at: string | null }>(asDb(tx), sql`select min(created_at) as at from agent_runs`);
      hourFrom = first[0]?.at ? floorHour(new Date(first[0].at)) : hourTarget;
    }
    if (hourFrom < hourTarget) await inSteps(hourFrom, hourTarget, (a, b) => sumHours(tx, a, b, sql``));
    const hourly = hourFrom > hourTarget ? hourFrom : hourTarget;
    await setWatermark(tx, HOURLY_KEY, hourly);

    const dayTarget = floorDay(hourly);
    const dayFrom = marks.daily ?? floorDay(hourFrom);
    if (dayFrom < dayTarget) await inSteps(dayFrom, dayTarget, (a, b) => sumDays(tx, a, b, sql``));
    await setWatermark(tx, DAILY_KEY, dayFrom > dayTarget ? dayFrom : dayTarget);
    // fresh statistics keep the planner on the primary keys after a large first roll-up
    if (hourFrom < hourTarget) await tx.execute(sql`analyze run_stats_hourly, run_stats_daily`);
  });
}

/**
 * Deletes conversations with their runs (`remove`) and re-sums the rolled-up hours and days
 * they were counted in, in one transaction, so Analytics never counts a deleted run.
 */
export async function deleteConversationsKeepingRollups(db: Db, agentId: string, conversationIds: SQL, remove: (tx: Tx) => Promise<void>): Promise<void> {
  await deleteKeepingRollups(
    db,
    agentId,
    sql`select ${utcHour(sql`created_at`)} as hour from agent_runs where agent_id = ${agentId} and conversation_id in (${conversationIds})
      union select ${utcHour(sql`started_at`)} from conversations where agent_id = ${agentId} and id in (${conversationIds})`,
    remove,
  );
}

/**
 * Runs `remove` (deleting some of the agent's runs or conversations), then sums again the rolled-up
 * hours and days they were counted in; `touchedHours` selects those hours (as `hour`) before the
 * deletion. One transaction, holding the watermarks, so a roll-up never sees half of it.
 */
export async function deleteKeepingRollups(db: Db, agentId: string | readonly string[], touchedHours: SQL, remove: (tx: Tx) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const marks = await lockWatermarks(tx);
    const hours = await queryRows<{ hour: string }>(asDb(tx), touchedHours);
    await remove(tx);
    const ids = typeof agentId === 'string' ? [agentId] : agentId;
    if (ids.length === 0) return;
    const agent = ids.length === 1 ? sql`and agent_id = ${ids[0]}` : sql`and agent_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`;
    const days = new Set<number>();
    for (const { hour } of hours) {
      const start = new Date(hour);
      if (marks.hourly && start < marks.hourly) await sumHours(tx, start, new Date(start.getTime() + HOUR_MS), agent);
      if (marks.daily && start < marks.daily) days.add(floorDay(start).getTime());
    }
    for (const day of days) await sumDays(tx, new Date(day), new Date(day + DAY_MS), agent);
  });
}
