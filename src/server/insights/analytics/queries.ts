import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { FigureSum } from './figures';
import { readRunCells, type RunCell } from './run-cells';

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

/**
 * Production runs and conversations of all time (tests stay out of analytics), the month's full
 * spend (of the runs with a known price, and how many had none), the previous month, and conversations started on each weekday of the last 7 days.
 */
export async function activityFigures(db: Db, projectId: string, now: Date) {
  const { start, prevStart } = monthBounds(now);
  const to = new Date(now.getTime() + 1000);
  const weekAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 6));
  const [all, month, prevMonth, week] = await Promise.all([
    readRunCells(db, { projectId, from: new Date(0), to, bucket: null }),
    readRunCells(db, { projectId, from: start, to, bucket: null }),
    readRunCells(db, { projectId, from: prevStart, to: start, bucket: null }),
    readRunCells(db, { projectId, from: weekAgo, to, bucket: 'day' }),
  ]);
  const production = new FigureSum();
  for (const c of all.cells) if (!c.isTest) production.addCell(c);
  const spend = (cells: RunCell[]) => cells.reduce((sum, c) => sum + c.cost, 0);
  const unpriced = (cells: RunCell[]) => cells.reduce((sum, c) => sum + c.unpricedRuns, 0);
  const conversations = (cells: RunCell[]) => cells.reduce((sum, c) => sum + (c.isTest ? 0 : c.conversations), 0);
  const weekdays = [0, 0, 0, 0, 0, 0, 0];
  for (const c of week.buckets) if (!c.isTest) weekdays[(new Date(c.bucket).getUTCDay() + 6) % 7] += c.conversations;
  return {
    runs: production.runs,
    completed: production.completed,
    avgLatency: production.figures().avgLatency,
    totalCost: production.cost,
    totalUnpricedRuns: production.unpricedRuns,
    conversations: production.conversations,
    weekdays,
    monthCost: spend(month.cells),
    monthUnpricedRuns: unpriced(month.cells),
    prevMonthCost: spend(prevMonth.cells),
    prevMonthConversations: conversations(prevMonth.cells),
  };
}
