import type { AnalyticsQuery, AnalyticsRange, AnalyticsReport } from '../../../common/analytics';
import type { AppDeps } from '../../platform/deps';
import { FigureSum, sumBy } from './figures';
import { floorDay, floorHour } from '../../db/run-stats/hour-sql';
import { agentNames, countLeads, guardrailCells, ratingCells, recentRuns, type ReportScope } from './report-queries';
import { readRunCells } from './run-cells';

const HOUR = 3_600_000;
const DAY = 86_400_000;
const BUCKETS: Record<AnalyticsRange, { bucket: 'hour' | 'day'; count: number }> = {
  '24h': { bucket: 'hour', count: 24 },
  '7d': { bucket: 'day', count: 7 },
  '30d': { bucket: 'day', count: 30 },
  '90d': { bucket: 'day', count: 90 },
};

/** The range as whole UTC hours (24h) or days, the current one included. */
export function rangeWindow(range: AnalyticsRange, now: Date): { from: Date; to: Date; bucket: 'hour' | 'day'; starts: Date[] } {
  const { bucket, count } = BUCKETS[range];
  const step = bucket === 'hour' ? HOUR : DAY;
  const last = bucket === 'hour' ? floorHour(now) : floorDay(now);
  const from = new Date(last.getTime() - (count - 1) * step);
  const starts = Array.from({ length: count }, (_, i) => new Date(from.getTime() + i * step));
  // runs are stamped by the database's clock: a second of slack keeps the newest in
  return { from, to: new Date(now.getTime() + 1000), bucket, starts };
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : null);

/** Every figure of the Analytics page, from stored conversations, runs, ratings and leads. */
export async function buildReport(deps: AppDeps, projectId: string, query: AnalyticsQuery): Promise<AnalyticsReport> {
  const now = deps.clock();
  const window = rangeWindow(query.range, now);
  const scope: ReportScope = { projectId, agentId: query.agentId, from: window.from, to: window.to, bucket: window.bucket };
  const [sums, ratings, leads, names, recent, guarded] = await Promise.all([
    readRunCells(deps.db, scope),
    ratingCells(deps.db, scope),
    countLeads(deps.db, scope),
    agentNames(deps.db, scope),
    recentRuns(deps.db, scope),
    guardrailCells(deps.db, scope),
  ]);
  const cells = sums.cells.filter((c) => !c.isTest);
  const total = sumBy(cells, () => '').get('') ?? new FigureSum();
  const up = ratings.reduce((a, r) => a + r.up, 0);
  const down = ratings.reduce((a, r) => a + r.down, 0);

  const volume = window.starts.map((start) => ({ start: start.toISOString(), conversations: 0, runs: 0, errors: 0, cost: 0, unpricedRuns: 0 }));
  const slot = new Map(volume.map((v) => [v.start, v]));
  for (const c of sums.buckets) {
    const v = c.isTest ? undefined : slot.get(c.bucket);
    if (!v) continue;
    v.conversations += c.conversations;
    v.runs += c.runs;
    v.errors += c.errors;
    v.cost += c.cost;
    v.unpricedRuns += c.unpricedRuns;
  }

  const byAgent = [...sumBy(cells, (c) => c.agentId)]
    .filter(([agentId]) => names.has(agentId))
    .map(([agentId, sum]) => {
      const rating = ratings.find((r) => r.agentId === agentId);
      return { agentId, agentName: names.get(agentId) ?? '', conversations: sum.conversations, ratingsUp: rating?.up ?? 0, ratingsDown: rating?.down ?? 0, guardrailRuns: guarded.get(agentId) ?? 0, ...sum.figures() };
    })
    .sort((a, b) => b.conversations - a.conversations || b.runs - a.runs || a.agentName.localeCompare(b.agentName));
  // conversations are counted on model '' rows: a model appears only when it answered
  const byModel = [...sumBy(cells, (c) => c.model)]
    .filter(([, sum]) => sum.runs > 0)
    .map(([model, sum]) => ({ model, ...sum.figures() }))
    .sort((a, b) => Number(b.cost) - Number(a.cost) || b.runs - a.runs);
  const byChannel = [...sumBy(cells, (c) => c.channel)]
    .map(([channel, sum]) => ({ channel, conversations: sum.conversations, ...sum.figures() }))
    .sort((a, b) => b.runs - a.runs || b.conversations - a.conversations);

  return {
    range: query.range,
    from: window.from.toISOString(),
    to: now.toISOString(),
    bucket: window.bucket,
    totals: { ...total.figures(), conversations: total.conversations, leads, ratingsUp: up, ratingsDown: down, satisfaction: percent(up, up + down) },
    volume: volume.map((v) => ({ ...v, cost: v.cost.toFixed(6) })),
    byAgent,
    byModel,
    byChannel,
    recentActivity: recent,
  };
}
