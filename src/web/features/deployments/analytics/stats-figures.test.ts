import { describe, expect, it } from 'vitest';
import { channelRows, dayShares, totalsOf } from './stats-figures';

const stats = {
  byChannel: {
    widget: { conversations: 2, turns: 5, errors: 1, limited: 0 },
    api: { conversations: 3, turns: 9, errors: 0, limited: 2 },
    sms: { conversations: 0, turns: 0, errors: 0, limited: 0 },
  },
  totalConversations: 5,
  totalTurns: 14,
  avgLatency: 420,
  last7Days: [],
};

describe('deployment stats figures', () => {
  it('lists channels with traffic, busiest first', () => {
    expect(channelRows(stats).map((r) => r.channel)).toEqual(['api', 'widget']);
  });

  it('sums errors and limited turns', () => {
    expect(totalsOf(channelRows(stats))).toEqual({ errors: 1, limited: 2 });
  });

  it('scales days against the busiest one', () => {
    expect(dayShares([{ turns: 0 }, { turns: 2 }, { turns: 4 }])).toEqual([0, 0.5, 1]);
    expect(dayShares([{ turns: 0 }, { turns: 0 }])).toEqual([0, 0]);
  });
});
