import { describe, expect, it } from 'vitest';
import {
  conversationsExportUrl,
  conversationsPagePath,
  conversationsUrl,
  hasConversationsFilter,
  isDateRangeReversed,
  readConversationsFilter,
} from './conversations-filter';

const AGENT = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

describe('conversations filters', () => {
  it('reads the filters of the page URL and ignores values the API would refuse', () => {
    expect(readConversationsFilter(`?agentId=${AGENT}&channel=widget&status=ended&from=2025-03-01&to=2025-03-31&hasLead=true&rating=down&q=refund`)).toEqual({
      agentId: AGENT,
      channel: 'widget',
      status: 'ended',
      from: '2025-03-01',
      to: '2025-03-31',
      hasLead: 'true',
      rating: 'down',
      q: 'refund',
    });
    expect(readConversationsFilter('?rating=any')).toEqual({ rating: 'any' });
    expect(readConversationsFilter('?agentId=nope&channel=fax&status=open&from=yesterday&hasLead=yes&rating=meh&q=%20%20')).toEqual({});
    expect(readConversationsFilter('')).toEqual({});
  });

  it('builds the list URL with the filters that are set and the cursor', () => {
    expect(conversationsUrl('p1', {})).toBe('/api/projects/p1/conversations');
    expect(conversationsUrl('p1', { channel: 'chat', q: 'late order' }, 'abc')).toBe('/api/projects/p1/conversations?channel=chat&q=late+order&cursor=abc');
  });

  it('builds the export URLs with the format and the same filters, without a cursor', () => {
    expect(conversationsExportUrl('p1', {}, 'csv')).toBe('/api/projects/p1/conversations/export?format=csv');
    expect(conversationsExportUrl('p1', { agentId: AGENT, hasLead: 'true', rating: 'up' }, 'json')).toBe(
      `/api/projects/p1/conversations/export?format=json&agentId=${AGENT}&hasLead=true&rating=up`,
    );
  });

  it('round-trips the filters through the page address', () => {
    const filter = { agentId: AGENT, from: '2025-03-01', q: 'hola' };
    expect(conversationsPagePath({})).toBe('/conversations');
    expect(readConversationsFilter(conversationsPagePath(filter).split('?')[1])).toEqual(filter);
  });

  it('knows when a filter is set and when the range is reversed', () => {
    expect(hasConversationsFilter({})).toBe(false);
    expect(hasConversationsFilter({ q: 'x' })).toBe(true);
    expect(hasConversationsFilter({ rating: 'any' })).toBe(true);
    expect(isDateRangeReversed({ from: '2025-03-02', to: '2025-03-01' })).toBe(true);
    expect(isDateRangeReversed({ from: '2025-03-01', to: '2025-03-01' })).toBe(false);
    expect(isDateRangeReversed({ to: '2025-03-01' })).toBe(false);
  });
});
