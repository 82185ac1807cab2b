import { describe, expect, it } from 'vitest';
import { analyticsExportUrl, analyticsPagePath, analyticsReportUrl, readAnalyticsFilter } from './analytics-filter';

const AGENT = '2f1c7e5a-7d4b-4c1e-9a3f-0b6d8e2c4a11';

describe('readAnalyticsFilter', () => {
  it('defaults to 7 days and all agents', () => {
    expect(readAnalyticsFilter('')).toEqual({ range: '7d' });
  });
  it('keeps a known range and a uuid agent', () => {
    expect(readAnalyticsFilter(`range=90d&agentId=${AGENT}`)).toEqual({ range: '90d', agentId: AGENT });
  });
  it('ignores an unknown range and a malformed agent id', () => {
    expect(readAnalyticsFilter('range=1y&agentId=nope')).toEqual({ range: '7d' });
  });
});

describe('analytics URLs', () => {
  it('always sends the range, so the server answers the report and not the summary', () => {
    expect(analyticsReportUrl('p1', { range: '7d' })).toBe('/api/projects/p1/analytics?range=7d');
    expect(analyticsExportUrl('p1', { range: '24h', agentId: AGENT })).toBe(`/api/projects/p1/analytics/export?range=24h&agentId=${AGENT}`);
  });
  it('keeps the defaults out of the page address', () => {
    expect(analyticsPagePath({ range: '7d' })).toBe('/analytics');
    expect(analyticsPagePath({ range: '30d', agentId: AGENT })).toBe(`/analytics?range=30d&agentId=${AGENT}`);
    expect(readAnalyticsFilter(analyticsPagePath({ range: '30d', agentId: AGENT }).split('?')[1])).toEqual({ range: '30d', agentId: AGENT });
  });
});
