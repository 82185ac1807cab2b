import type { RunFigures } from '../../../common/analytics';
import { addBuckets, emptyBuckets, percentileFromBuckets } from './latency-buckets';
import type { RunCell } from './run-cells';

/** Running sums of run cells and histograms, turned into the contract's figures at the end. */
export class FigureSum {
  runs = 0;
  completed = 0;
  errors = 0;
  latencySum = 0;
  latencyCount = 0;
  tokens = 0;
  cost = 0;
  unpricedRuns = 0;
  conversations = 0;
  readonly buckets = emptyBuckets();

  addCell(c: RunCell): void {
    this.runs += c.runs;
    this.completed += c.completed;
    this.errors += c.errors;
    this.latencySum += c.latencySum;
    this.latencyCount += c.latencyCount;
    this.tokens += c.tokens;
    this.cost += c.cost;
    this.unpricedRuns += c.unpricedRuns;
    this.conversations += c.conversations;
    addBuckets(this.buckets, c.latencyBuckets);
  }

  figures(): RunFigures {
    return {
      runs: this.runs,
      completed: this.completed,
      errors: this.errors,
      successRate: this.runs > 0 ? Math.round((this.completed / this.runs) * 100) : null,
      avgLatency: this.latencyCount > 0 ? Math.round(this.latencySum / this.latencyCount) : null,
      p95Latency: percentileFromBuckets(this.buckets, 0.95),
      tokens: this.tokens,
      cost: this.cost.toFixed(6),
      unpricedRuns: this.unpricedRuns,
    };
  }
}

/** Sums per key (agent, model, channel...) in first-seen order. */
export function sumBy(cells: RunCell[], keyOf: (c: RunCell) => string): Map<string, FigureSum> {
  const sums = new Map<string, FigureSum>();
  const sumOf = (key: string) => {
    let s = sums.get(key);
    if (!s) sums.set(key, (s = new FigureSum()));
    return s;
  };
  for (const c of cells) sumOf(keyOf(c)).addCell(c);
  return sums;
}
