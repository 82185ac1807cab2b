import { describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '@common/analytics';
import { axisEndRoom, bucketFormatters, busiestBucket, clipText, costRows, formatExactCost, formatLatency, formatPercent, rankAgents, responseTimeRows, toDollars } from './analytics-figures';

type AgentFigures = AnalyticsReport['byAgent'][number];

const agent = (name: string, overrides: Partial<AgentFigures> = {}): AgentFigures => ({
  agentId: `id-${name}`,
  agentName: name,
  runs: 0,
  completed: 0,
  errors: 0,
  successRate: null,
  avgLatency: null,
  p95Latency: null,
  tokens: 0,
  cost: '0.000000',
  unpricedRuns: 0,
  conversations: 0,
  guardrailRuns: 0,
  ratingsUp: 0,
  ratingsDown: 0,
  ...overrides,
});

const point = (start: string, runs: number) => ({ start, runs, conversations: 0, errors: 0, cost: '0', unpricedRuns: 0 });

describe('toDollars', () => {
  it('reads decimal strings and treats garbage as zero', () => {
    expect(toDollars('1.250000')).toBe(1.25);
    expect(toDollars('')).toBe(0);
  });
});


describe('formatLatency', () => {
  it('shows milliseconds under a second, then seconds with 2 decimals under 10 s and 1 above', () => {
    expect(formatLatency(80.4, 'en')).toBe('80 ms');
    expect(formatLatency(1234, 'en')).toBe('1.23 s');
    expect(formatLatency(12_345, 'en')).toBe('12.3 s');
  });
  it('uses the locale decimal mark', () => {
    expect(formatLatency(1500, 'es')).toBe('1,50 s');
  });
  it('is null without runs', () => {
    expect(formatLatency(null, 'en')).toBeNull();
  });
});

describe('formatPercent', () => {
  it('formats the server whole percent, null stays null', () => {
    expect(formatPercent(87, 'en')).toBe('87%');
    expect(formatPercent(0, 'en')).toBe('0%');
    expect(formatPercent(null, 'en')).toBeNull();
  });
});

describe('rankAgents', () => {
  it('orders by runs then conversations, drops idle agents and keeps the count', () => {
    const ranked = rankAgents(
      [agent('idle'), agent('b', { runs: 3, conversations: 1 }), agent('a', { runs: 3, conversations: 2 }), agent('c', { runs: 9 }), agent('d', { runs: 1 })],
      3,
    );
    expect(ranked.map((a) => a.agentName)).toEqual(['c', 'a', 'b']);
  });
});

describe('responseTimeRows', () => {
  it('keeps the agents with a latency only', () => {
    const rows = responseTimeRows([agent('none', { runs: 5 }), agent('fast', { runs: 2, avgLatency: 500, p95Latency: 900 })], 5);
    expect(rows).toEqual([{ agentId: 'id-fast', name: 'fast', avg: 500, p95: 900 }]);
  });
});

describe('costRows', () => {
  it('sorts by cost, then runs at unknown price, and leaves out slices without runs', () => {
    const rows = costRows(
      [
        { model: 'a', runs: 1, cost: '0.10', unpricedRuns: 0 },
        { model: 'b', runs: 0, cost: '0', unpricedRuns: 0 },
        { model: 'llama3', runs: 3, cost: '0', unpricedRuns: 3 },
        { model: 'c', runs: 2, cost: '0.30', unpricedRuns: 0 },
        { model: 'offline-kb', runs: 1, cost: '0', unpricedRuns: 0 },
      ],
      (slice) => slice.model,
    );
    expect(rows).toEqual([
      { key: 'c', cost: 0.3, runs: 2, unpricedRuns: 0 },
      { key: 'a', cost: 0.1, runs: 1, unpricedRuns: 0 },
      { key: 'llama3', cost: 0, runs: 3, unpricedRuns: 3 },
      { key: 'offline-kb', cost: 0, runs: 1, unpricedRuns: 0 },
    ]);
  });
});

describe('bucketFormatters', () => {
  it('names day buckets by their UTC day', () => {
    const { short, long } = bucketFormatters('day', 'en-US');
    expect(short('2024-03-05T00:00:00.000Z')).toBe('Mar 5');
    expect(long('2024-03-05T00:00:00.000Z')).toBe('Mar 5, 2024');
  });
  it('follows the locale', () => {
    expect(bucketFormatters('day', 'es').short('2024-03-05T00:00:00.000Z')).toBe('5 mar');
  });
});

describe('busiestBucket', () => {
  it('finds the bucket with the most runs, or null when nothing ran', () => {
    expect(busiestBucket([point('a', 1), point('b', 4), point('c', 4)])?.start).toBe('b');
    expect(busiestBucket([point('a', 0)])).toBeNull();
  });
});

describe('clipText', () => {
  it('keeps short text and ends long text with an ellipsis', () => {
    expect(clipText('Sales', 10)).toBe('Sales');
    expect(clipText('Customer support agent', 10)).toBe('Customer…');
  });
});

describe('formatExactCost', () => {
  it('keeps 4 decimals', () => {
    expect(formatExactCost('0.001234')).toBe('$0.0012');
  });
});

describe('axisEndRoom', () => {
  it('leaves half of the last axis label, and at least 16 px', () => {
    expect(axisEndRoom('24 ms')).toBe(29);
    expect(axisEndRoom('12.5 s')).toBe(33);
    expect(axisEndRoom('')).toBe(16);
  });
});
