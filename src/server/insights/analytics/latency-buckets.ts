import { LATENCY_BUCKET_BOUNDS, LATENCY_BUCKET_COUNT } from '../../db/run-stats/latency-histogram';

export const emptyBuckets = (): number[] => new Array<number>(LATENCY_BUCKET_COUNT).fill(0);

export function addBuckets(into: number[], from: readonly number[]): void {
  for (let i = 0; i < into.length; i++) into[i] += from[i] ?? 0;
}

/**
 * The q-quantile (0-1) estimated from a histogram: linear within the bucket where it falls. The
 * open last bucket answers its lower bound. Null for an empty histogram.
 */
export function percentileFromBuckets(buckets: readonly number[], q: number): number | null {
  const total = buckets.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = q * total;
  let seen = 0;
  for (let i = 0; i < buckets.length; i++) {
    const n = buckets[i];
    if (n === 0) continue;
    if (seen + n >= rank) {
      const lower = i === 0 ? 0 : LATENCY_BUCKET_BOUNDS[i - 1];
      if (i >= LATENCY_BUCKET_BOUNDS.length) return lower;
      const upper = LATENCY_BUCKET_BOUNDS[i];
      return Math.round(lower + ((rank - seen) / n) * (upper - lower));
    }
    seen += n;
  }
  return LATENCY_BUCKET_BOUNDS[LATENCY_BUCKET_BOUNDS.length - 1];
}
