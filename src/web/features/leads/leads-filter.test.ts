import { describe, expect, it } from 'vitest';
import { hasLeadsFilter, isDateRangeReversed, leadsExportUrl, leadsUrl, readLeadsFilter } from './leads-filter';

const AGENT = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

describe('leads filters', () => {
  it('reads the filters of the page URL and ignores values the API would refuse', () => {
    expect(readLeadsFilter(`?agentId=${AGENT}&from=2025-03-01&to=2025-03-31`)).toEqual({ agentId: AGENT, from: '2025-03-01', to: '2025-03-31' });
    expect(readLeadsFilter('?agentId=nope&from=yesterday&to=')).toEqual({});
    expect(readLeadsFilter('')).toEqual({});
  });

  it('builds the list URL with the filters that are set and the cursor', () => {
    expect(leadsUrl('p1', {})).toBe('/api/projects/p1/leads');
    expect(leadsUrl('p1', { agentId: AGENT, to: '2025-03-31' }, 'abc')).toBe(`/api/projects/p1/leads?agentId=${AGENT}&to=2025-03-31&cursor=abc`);
  });

  it('builds the export URL with the same filters and no cursor', () => {
    expect(leadsExportUrl('p1', { from: '2025-03-01' })).toBe('/api/projects/p1/leads/export?from=2025-03-01');
    expect(leadsExportUrl('p1', {})).toBe('/api/projects/p1/leads/export');
  });

  it('knows when a filter is set and when the range is reversed', () => {
    expect(hasLeadsFilter({})).toBe(false);
    expect(hasLeadsFilter({ from: '2025-03-01' })).toBe(true);
    expect(isDateRangeReversed({ from: '2025-03-02', to: '2025-03-01' })).toBe(true);
    expect(isDateRangeReversed({ from: '2025-03-01', to: '2025-03-01' })).toBe(false);
    expect(isDateRangeReversed({ from: '2025-03-01' })).toBe(false);
  });
});
