import { describe, expect, it } from 'vitest';
import { LATENCY_BUCKET_BOUNDS } from '../../db/run-stats/latency-histogram';
import { emptyBuckets, percentileFromBuckets } from './latency-buckets';

function histogramOf(latencies: number[]): number[] {
  const buckets = emptyBuckets();
  for (const l of latencies) {
    const i = LATENCY_BUCKET_BOUNDS.findIndex((upper) => l <= upper);
    buckets[i === -1 ? LATENCY_BUCKET_BOUNDS.length : i] += 1;
  }
  return buckets;
}

describe('percentileFromBuckets', () => {
  it('is null with no runs', () => {
    expect(percentileFromBuckets(emptyBuckets(), 0.95)).toBeNull();
  });

  it('stays within a bucket step of the exact p95', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const latencies = Array.from({ length: 5000 }, () => Math.round(200 + random() ** 3 * 8000));
    const exact = [...latencies].sort((a, b) => a - b)[Math.ceil(0.95 * latencies.length) - 1];
    const estimate = percentileFromBuckets(histogramOf(latencies), 0.95) as number;
    expect(Math.abs(estimate - exact) / exact).toBeLessThan(0.2);
  });

  it('answers the lower bound of the open last bucket', () => {
    expect(percentileFromBuckets(histogramOf([500_000, 600_000]), 0.95)).toBe(120_000);
  });
});
