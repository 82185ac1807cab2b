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
