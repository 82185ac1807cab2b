import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { ts, utcDay, utcHour } from '../../db/run-stats/hour-sql';
import { bucketSumsSql, emptyHistogramSql, latencyHistogramSql } from '../../db/run-stats/latency-histogram';
import { readWatermarks } from '../../db/run-stats/rollup';

/** Runs and conversations summed per agent, channel, model and test flag over the whole scope, with a latency histogram. */
export interface RunCell {
  agentId: string;
  channel: string;
  model: string;
  isTest: boolean;
  conversations: number;
  runs: number;
  completed: number;
  errors: number;
  latencySum: number;
  latencyCount: number;
  tokens: number;
  /** dollars of the runs with a known price */
  cost: number;
  /** runs whose model has no known price, left out of `cost` */
  unpricedRuns: number;
  latencyBuckets: number[];
}

/** Runs and conversations summed per time bucket and test flag. */
export interface BucketCell {
  bucket: string;
  isTest: boolean;
  conversations: number;
  runs: number;
  errors: number;
  cost: number;
  unpricedRuns: number;
}

export interface RunScope {
  projectId: string;
  agentId?: string;
  /** a whole UTC hour; a whole UTC day unless `bucket` is 'hour' */
  from: Date;
  to: Date;
  /** time buckets by hour or UTC day, or none */
  bucket: 'hour' | 'day' | null;
}

const n = (v: unknown) => Number(v ?? 0);
const later = (a: Date, b: Date) => (a > b ? a : b);
const earlier = (a: Date, b: Date) => (a < b ? a : b);

function agentsOf(scope: RunScope): SQL {
  const one = scope.agentId ? sql`and id = ${scope.agentId}` : sql``;
  return sql`agent_id in (select id from agents where project_id = ${scope.projectId} ${one})`;
}

const bucketOf = (scope: RunScope, column: SQL): SQL => (scope.bucket === 'hour' ? utcHour(column) : utcDay(column));

/** One source of sums: its table, the time column, and the expressions that sum it. */
interface Source {
  from: SQL;
  at: SQL;
  model: SQL;
  runs: SQL;
  completed: SQL;
  errors: SQL;
  latencySum: SQL;
  latencyCount: SQL;
  tokens: SQL;
  cost: SQL;
  unpricedRuns: SQL;
  histogram: SQL;
  conversations: SQL;
}

const rollupSource = (table: 'run_stats_hourly' | 'run_stats_daily'): Source => ({
  from: sql`${sql.identifier(table)}`,
  at: sql`${sql.identifier(table === 'run_stats_hourly' ? 'hour' : 'day')}`,
  model: sql`model`,
  runs: sql`sum(runs)`,
  completed: sql`sum(completed)`,
  errors: sql`sum(errors)`,
  latencySum: sql`sum(latency_sum)`,
  latencyCount: sql`sum(latency_count)`,
  tokens: sql`sum(tokens_in + tokens_out)`,
  cost: sql`sum(cost)`,
  unpricedRuns: sql`sum(unpriced_runs)`,
  histogram: bucketSumsSql(),
  conversations: sql`sum(conversations)`,
});

const runsSource: Source = {
  from: sql`agent_runs`,
  at: sql`created_at`,
  model: sql`coalesce(model, '')`,
  runs: sql`count(*)`,
  completed: sql`count(*) filter (where status = 'completed')`,
  errors: sql`count(*) filter (where status = 'error')`,
  latencySum: sql`coalesce(sum(latency), 0)`,
  latencyCount: sql`count(latency)`,
  tokens: sql`sum(tokens_in + tokens_out)`,
  cost: sql`coalesce(sum(cost), 0)`,
  unpricedRuns: sql`count(*) filter (where cost is null)`,
  histogram: latencyHistogramSql(sql`latency`),
  conversations: sql`0`,
};

const conversationsSource: Source = {
  from: sql`conversations`,
  at: sql`started_at`,
  model: sql`''`,
  runs: sql`0`,
  completed: sql`0`,
  errors: sql`0`,
  latencySum: sql`0`,
  latencyCount: sql`0`,
  tokens: sql`0`,
  cost: sql`0`,
  unpricedRuns: sql`0`,
  histogram: emptyHistogramSql(),
  conversations: sql`count(*)`,
};

const within = (scope: RunScope, s: Source, from: Date, to: Date) => sql`${agentsOf(scope)} and ${s.at} >= ${ts(from)} and ${s.at} < ${ts(to)}`;

async function dimensionCells(db: Db, scope: RunScope, s: Source, from: Date, to: Date): Promise<RunCell[]> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    select agent_id, channel, ${s.model} as model, is_test, ${s.runs} as runs, ${s.completed} as completed, ${s.errors} as errors,
      ${s.latencySum} as latency_sum, ${s.latencyCount} as latency_count, ${s.tokens} as tokens, ${s.cost} as cost,
      ${s.unpricedRuns} as unpriced_runs, ${s.histogram} as histogram, ${s.conversations} as conversations
    from ${s.from} where ${within(scope, s, from, to)}
    group by 1, 2, 3, 4`);
  return rows.map((r) => ({
    agentId: r.agent_id as string,
    channel: r.channel as string,
    model: (r.model as string | null) ?? '',
    isTest: r.is_test === true,
    conversations: n(r.conversations),
    runs: n(r.runs),
    completed: n(r.completed),
    errors: n(r.errors),
    latencySum: n(r.latency_sum),
    latencyCount: n(r.latency_count),
    tokens: n(r.tokens),
    cost: n(r.cost),
    unpricedRuns: n(r.unpriced_runs),
    latencyBuckets: ((r.histogram as unknown[] | null) ?? []).map(n),
  }));
}

async function bucketCells(db: Db, scope: RunScope, s: Source, from: Date, to: Date): Promise<BucketCell[]> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    select ${bucketOf(scope, s.at)} as bucket, is_test, ${s.runs} as runs, ${s.errors} as errors, ${s.cost} as cost, ${s.unpricedRuns} as unpriced_runs, ${s.conversations} as conversations
    from ${s.from} where ${within(scope, s, from, to)}
    group by 1, 2`);
  return rows.map((r) => ({
    bucket: new Date(r.bucket as string).toISOString(),
    isTest: r.is_test === true,
    conversations: n(r.conversations),
    runs: n(r.runs),
    errors: n(r.errors),
    cost: n(r.cost),
    unpricedRuns: n(r.unpriced_runs),
  }));
}

/**
 * The runs and conversations of a scope, summed (test ones included, flagged): whole closed days
 * from run_stats_daily (unless buckets are hours), closed hours from run_stats_hourly, the rest
 * from agent_runs and conversations (docs/decisions/0011). Every source sums the same way, so the
 * caller just adds the cells up. Histograms are summed per dimension only: time buckets carry
 * counts, which keeps the answer small.
 */
export async function readRunCells(db: Db, scope: RunScope): Promise<{ cells: RunCell[]; buckets: BucketCell[] }> {
  const marks = await readWatermarks(db);
  const hourly = earlier(later(marks.hourly ?? scope.from, scope.from), scope.to);
  const daily = scope.bucket === 'hour' ? scope.from : earlier(later(marks.daily ?? scope.from, scope.from), hourly);
  const parts: [Source, Date, Date][] = [
    [rollupSource('run_stats_daily'), scope.from, daily],
    [rollupSource('run_stats_hourly'), daily, hourly],
    [runsSource, hourly, scope.to],
    [conversationsSource, hourly, scope.to],
  ];
  const live = parts.filter(([, from, to]) => to > from);
  const [cells, buckets] = await Promise.all([
    Promise.all(live.map(([s, from, to]) => dimensionCells(db, scope, s, from, to))),
    scope.bucket === null ? [] : Promise.all(live.map(([s, from, to]) => bucketCells(db, scope, s, from, to))),
  ]);
  return { cells: cells.flat(), buckets: buckets.flat() };
}
