import { describe, expect, it } from 'vitest';
import { costBreakdown, formatLatencySeconds, monthCostChange, percentOf, weekdayBars } from './dashboard-figures';

describe('dashboard figures', () => {
  it('computes shares only when there is a total', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBeNull();
  });

  it('compares the month cost with the previous month only when it exists', () => {
    expect(monthCostChange({ monthCost: '12.000000', previousMonth: null })).toBeNull();
    expect(monthCostChange({ monthCost: '12.000000', previousMonth: { conversations: 3, cost: '10.000000' } })).toEqual({
      kind: 'percent',
      percent: 20,
      tone: 'negative',
    });
    expect(monthCostChange({ monthCost: '5.000000', previousMonth: { conversations: 3, cost: '10.000000' } })).toEqual({
      kind: 'percent',
      percent: -50,
      tone: 'positive',
    });
    expect(monthCostChange({ monthCost: '5.000000', previousMonth: { conversations: 3, cost: '0.000000' } })).toEqual({
      kind: 'fromZero',
      previous: 0,
    });
  });

  it('shows latency in seconds, or nothing without runs', () => {
    expect(formatLatencySeconds(null)).toBeNull();
    expect(formatLatencySeconds(1234)).toBe('1.23s');
    expect(formatLatencySeconds(12345)).toBe('12.3s');
  });

  it('splits the month cost by source with real percentages', () => {
    const empty = costBreakdown({ monthCost: '0.000000', monthCostBreakdown: { models: '0.000000', embeddings: '0.000000' } }, 170);
    expect(empty.rows.map((r) => r.percent)).toEqual([null, null]);
    expect(empty.budgetUsed).toBe(0);

    const used = costBreakdown({ monthCost: '85.000000', monthCostBreakdown: { models: '68.000000', embeddings: '17.000000' } }, 170);
    expect(used.rows.map((r) => r.percent)).toEqual([80, 20]);
    expect(used.total).toBe(85);
    expect(used.budgetUsed).toBe(50);
  });

  it("measures the month's spending against the project's own budget", () => {
    const month = { monthCost: '85.000000', monthCostBreakdown: { models: '85.000000', embeddings: '0.000000' } };
    expect(costBreakdown(month, 250).budgetUsed).toBe(34);
    expect(costBreakdown(month, 42.5).budgetUsed).toBe(200);
    expect(costBreakdown(month, 1_000_000).budgetUsed).toBe(0);
    // a budget the server would never send still gives a number, not Infinity
    expect(costBreakdown(month, 0).budgetUsed).toBe(0);
  });

  it('scales weekday bars to the busiest day', () => {
    expect(weekdayBars([0, 0, 0, 0, 0, 0, 0])).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(weekdayBars([2, 4, 0, 0, 0, 0, 1])).toEqual([0.5, 1, 0, 0, 0, 0, 0.25]);
  });
});
