import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

const num = (v: unknown) => Number(v ?? 0);

/** Month-start and previous-month-start in UTC. */
export function monthBounds(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const prevStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return { start, prevStart };
}

export async function agentCounts(db: Db, projectId: string) {
  const rows = await queryRows<{ total: string; active: string }>(db, sql`
    select count(*) as total, count(*) filter (where status = 'active') as active
    from agents where project_id = ${projectId}`);
  const row = rows[0];
  return { total: num(row?.total), active: num(row?.active) };
}

/** Production runs only (test runs stay out of analytics), plus the month's full spend. */
export async function runFigures(db: Db, projectId: string, now: Date) {
  const { start, prevStart } = monthBounds(now);
  const rows = await queryRows<Record<string, string | null>>(db, sql`
    select
      count(*) filter (where not r.is_test) as runs,
      count(*) filter (where not r.is_test and r.status = 'completed') as completed,
      avg(r.latency) filter (where not r.is_test) as avg_latency,
      coalesce(sum(r.cost) filter (where not r.is_test), 0) as total_cost,
      coalesce(sum(r.cost) filter (where r.created_at >= ${start.toISOString()}::timestamptz), 0) as month_cost,
      coalesce(sum(r.cost) filter (where r.created_at >= ${prevStart.toISOString()}::timestamptz
        and r.created_at < ${start.toISOString()}::timestamptz), 0) as prev_month_cost
    from agent_runs r join agents a on a.id = r.agent_id
    where a.project_id = ${projectId}`);
  const row = rows[0] ?? {};
  return {
    runs: num(row.runs),
    completed: num(row.completed),
    avgLatency: row.avg_latency === null || row.avg_latency === undefined ? null : Math.round(num(row.avg_latency)),
    totalCost: num(row.total_cost),
    monthCost: num(row.month_cost),
    prevMonthCost: num(row.prev_month_cost),
  };
}

export async function conversationFigures(db: Db, projectId: string, now: Date) {
  const { start, prevStart } = monthBounds(now);
  const weekAgo = new Date(now.getTime() - 6 * 86_400_000);
  weekAgo.setUTCHours(0, 0, 0, 0);
  const totals = await queryRows<Record<string, string | null>>(db, sql`
    select count(*) as total,
      count(*) filter (where c.started_at >= ${prevStart.toISOString()}::timestamptz
        and c.started_at < ${start.toISOString()}::timestamptz) as prev_month
    from conversations c join agents a on a.id = c.agent_id
    where a.project_id = ${projectId} and not c.is_test`);
  const byDay = await queryRows<{ dow: string; n: string }>(db, sql`
    select extract(isodow from c.started_at at time zone 'UTC') as dow, count(*) as n
    from conversations c join agents a on a.id = c.agent_id
    where a.project_id = ${projectId} and not c.is_test and c.started_at >= ${weekAgo.toISOString()}::timestamptz
    group by 1`);
  const weekdays = [0, 0, 0, 0, 0, 0, 0];
  for (const r of byDay) weekdays[num(r.dow) - 1] = num(r.n);
  const row = totals[0] ?? {};
  return { total: num(row.total), prevMonth: num(row.prev_month), weekdays };
}
