import type { AnalyticsReport } from '@common/analytics';

type AgentFigures = AnalyticsReport['byAgent'][number];
type Volume = AnalyticsReport['volume'];

/** Dollar amounts arrive as decimal strings (6 decimals). */
export function toDollars(amount: string): number {
  const value = Number.parseFloat(amount);
  return Number.isFinite(value) ? value : 0;
}

/**
 * Milliseconds under a second (the dashboard's '0.00s' would hide a fast answer), then seconds with
 * 2 decimals under 10 s and 1 above, as the dashboard shows them; null when nothing ran.
 */
export function formatLatency(ms: number | null, locale: string): string | null {
  if (ms === null || !Number.isFinite(ms)) return null;
  if (ms < 1000) return `${new Intl.NumberFormat(locale).format(Math.round(ms))} ms`;
  const seconds = ms / 1000;
  const digits = seconds < 10 ? 2 : 1;
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(seconds)} s`;
}

/** The server already rounds to a whole percent; null stays null (nothing to rate). */
export function formatPercent(percent: number | null, locale: string): string | null {
  if (percent === null) return null;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

export const formatCount = (count: number, locale: string) => new Intl.NumberFormat(locale).format(count);

/** The busiest agents first (runs, then conversations); agents idle over the range are left out. */
export function rankAgents(agents: AgentFigures[], count: number): AgentFigures[] {
  return agents
    .filter((agent) => agent.runs > 0 || agent.conversations > 0)
    .sort((a, b) => b.runs - a.runs || b.conversations - a.conversations || a.agentName.localeCompare(b.agentName))
    .slice(0, count);
}

export interface ResponseTimeRow {
  agentId: string;
  name: string;
  /** milliseconds */
  avg: number;
  p95: number | null;
}

/** Average and p95 latency of the busiest agents that have a latency to show. */
export function responseTimeRows(agents: AgentFigures[], count: number): ResponseTimeRow[] {
  return rankAgents(
    agents.filter((agent) => agent.avgLatency !== null),
    count,
  ).map((agent) => ({
    agentId: agent.agentId,
    name: agent.agentName,
    avg: agent.avgLatency ?? 0,
    p95: agent.p95Latency,
  }));
}

/**
 * Room right of a horizontal chart for half of its last axis label, which is centred on the axis
 * end (about 7 px a character at 12 px; one more character, as the last tick rounds up past the
 * largest figure): '12.5 s' was cut at the card's edge with a fixed 16 px.
 */
export function axisEndRoom(largestLabel: string): number {
  return Math.max(16, Math.ceil(((largestLabel.length + 1) * 7) / 2) + 8);
}

export interface CostRow {
  key: string;
  /** dollars of the runs with a known price */
  cost: number;
  runs: number;
  /** runs whose model has no known price, left out of `cost` */
  unpricedRuns: number;
}

/** Cost per slice, highest first, then the most runs at unknown price; slices without runs are left out. */
export function costRows<T extends { runs: number; cost: string; unpricedRuns: number }>(slices: T[], keyOf: (slice: T) => string): CostRow[] {
  return slices
    .filter((slice) => slice.runs > 0)
    .map((slice) => ({ key: keyOf(slice), cost: toDollars(slice.cost), runs: slice.runs, unpricedRuns: slice.unpricedRuns }))
    .sort((a, b) => b.cost - a.cost || b.unpricedRuns - a.unpricedRuns);
}

/** Hour buckets are read in the viewer's time zone; day buckets are UTC days, so they are named in UTC. */
export function bucketFormatters(bucket: AnalyticsReport['bucket'], locale: string) {
  const [short, long] =
    bucket === 'hour'
      ? [new Intl.DateTimeFormat(locale, { hour: 'numeric' }), new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })]
      : [
          new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
          new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
        ];
  return { short: (iso: string) => short.format(new Date(iso)), long: (iso: string) => long.format(new Date(iso)) };
}

/** The bucket with the most runs, for the chart's spoken summary; null when nothing ran. */
export function busiestBucket(volume: Volume): Volume[number] | null {
  let busiest: Volume[number] | null = null;
  for (const point of volume) if (point.runs > 0 && (!busiest || point.runs > busiest.runs)) busiest = point;
  return busiest;
}

/** Axis labels have no room to wrap: long names end with an ellipsis (the tooltip has them whole). */
export function clipText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('').trimEnd()}…` : text;
}

/** 4 decimals, as test results show them: one run, or the exact figure behind a rounded one, costs fractions of a cent. */
export function formatExactCost(amount: string | number): string {
  return `$${(typeof amount === 'number' ? amount : toDollars(amount)).toFixed(4)}`;
}
