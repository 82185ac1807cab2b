import { sql, type SQL } from 'drizzle-orm';

/**
 * Upper bounds (ms, inclusive) of the latency histogram kept per rollup hour; a last bucket holds
 * everything slower. Steps of about 25 % keep a percentile read from it within that of the truth.
 */
export const LATENCY_BUCKET_BOUNDS = [
  25, 50, 75, 100, 125, 150, 200, 250, 300, 400, 500, 600, 750, 900, 1000, 1250, 1500, 1750, 2000, 2500, 3000, 3500, 4000, 5000, 6000,
  7500, 9000, 11000, 13500, 16500, 20000, 25000, 30000, 40000, 50000, 60000, 90000, 120000,
] as const;
export const LATENCY_BUCKET_COUNT = LATENCY_BUCKET_BOUNDS.length + 1;

export const emptyBuckets = (): number[] => new Array<number>(LATENCY_BUCKET_COUNT).fill(0);

/** `array[count(...) filter (...), ...]` over a latency column: the histogram of the grouped rows. */
export function latencyHistogramSql(latency: SQL): SQL {
  const parts: SQL[] = [];
  let lower: number | null = null;
  for (const upper of [...LATENCY_BUCKET_BOUNDS, null]) {
    const above = lower === null ? sql`${latency} is not null` : sql`${latency} > ${sql.raw(String(lower))}`;
    const within = upper === null ? above : sql`${above} and ${latency} <= ${sql.raw(String(upper))}`;
    parts.push(sql`(count(*) filter (where ${within}))::int`);
    lower = upper;
  }
  return sql`array[${sql.join(parts, sql`, `)}]`;
}

/** `array[sum(latency_buckets[1]), ...]`: histograms of grouped rollup rows, added up. */
export function bucketSumsSql(): SQL {
  const parts = Array.from({ length: LATENCY_BUCKET_COUNT }, (_, i) => sql.raw(`sum(latency_buckets[${i + 1}])`));
  return sql`array[${sql.join(parts, sql`, `)}]`;
}

export function emptyHistogramSql(): SQL {
  return sql.raw(`array_fill(0, array[${LATENCY_BUCKET_COUNT}])`);
}

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
