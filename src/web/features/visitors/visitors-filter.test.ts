import { describe, expect, it } from 'vitest';
import { hasVisitorsFilter, readVisitorsFilter, visitorsExportUrl, visitorsUrl } from './visitors-filter';

describe('the Visitors filters', () => {
  it('reads only what the API accepts from the URL', () => {
    expect(readVisitorsFilter('?q=ada&status=verified&channel=sms')).toEqual({ q: 'ada', status: 'verified', channel: 'sms' });
    expect(readVisitorsFilter('?status=famous&channel=pigeon')).toEqual({});
  });
  it('builds the list and export addresses with the set filters only', () => {
    expect(visitorsUrl('p1', { q: ' ada ', status: undefined }, 'c1')).toBe('/api/projects/p1/visitors?q=ada&cursor=c1');
    expect(visitorsExportUrl('p1', {})).toBe('/api/projects/p1/visitors/export.csv');
    expect(hasVisitorsFilter({})).toBe(false);
    expect(hasVisitorsFilter({ channel: 'sms' })).toBe(true);
  });
});
