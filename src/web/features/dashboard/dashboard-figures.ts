import type { AnalyticsSummary } from '@common/projects';

/** The dashboard lists the 3 most recent agents. */
export const RECENT_AGENTS = 3;

export type Tone = 'positive' | 'negative' | 'neutral';

const toNumber = (amount: string) => {
  const value = Number.parseFloat(amount);
  return Number.isFinite(value) ? value : 0;
};

/** Whole-number share of a total; null when there is no total to share. */
export function percentOf(part: number, total: number): number | null {
  return total > 0 ? Math.round((part / total) * 100) : null;
}

export type CostChange =
  | { kind: 'percent'; percent: number; tone: Tone }
  | { kind: 'fromZero'; previous: number };

/** Month cost against the previous month; null when there is no previous month to compare with. */
export function monthCostChange(summary: Pick<AnalyticsSummary, 'monthCost' | 'previousMonth'>): CostChange | null {
  if (!summary.previousMonth) return null;
  const previous = toNumber(summary.previousMonth.cost);
  const current = toNumber(summary.monthCost);
  if (previous <= 0) return { kind: 'fromZero', previous };
  const percent = Math.round(((current - previous) / previous) * 100);
  // spending less than last month reads as good news
  const tone: Tone = percent < 0 ? 'positive' : percent > 0 ? 'negative' : 'neutral';
  return { kind: 'percent', percent, tone };
}

/** Average latency in seconds: 2 decimals under 10 s, 1 above; null when there were no runs. */
export function formatLatencySeconds(ms: number | null): string | null {
  if (ms === null) return null;
  const seconds = ms / 1000;
  return `${seconds.toFixed(seconds < 10 ? 2 : 1)}s`;
}

export interface CostBreakdown {
  rows: { key: 'models' | 'embeddings'; amount: number; percent: number | null }[];
  total: number;
  /** share of the monthly budget already spent, whole percent (may pass 100) */
  budgetUsed: number;
}

/**
 * This month's cost per source, each as a real share of the month's total, and the share of the
 * project's monthly budget (US dollars, default 170) spent so far.
 */
export function costBreakdown(summary: Pick<AnalyticsSummary, 'monthCost' | 'monthCostBreakdown'>, monthlyBudget: number): CostBreakdown {
  const models = toNumber(summary.monthCostBreakdown.models);
  const embeddings = toNumber(summary.monthCostBreakdown.embeddings);
  const total = toNumber(summary.monthCost);
  const sum = models + embeddings;
  return {
    rows: [
      { key: 'models', amount: models, percent: percentOf(models, sum) },
      { key: 'embeddings', amount: embeddings, percent: percentOf(embeddings, sum) },
    ],
    total,
    budgetUsed: percentOf(total, monthlyBudget) ?? 0,
  };
}

/** Bar heights as a share (0-1) of the busiest weekday; all zero when nothing happened. */
export function weekdayBars(counts: number[]): number[] {
  const max = Math.max(0, ...counts);
  return counts.map((count) => (max > 0 ? count / max : 0));
}
