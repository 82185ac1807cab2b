import { describe, expect, it } from 'vitest';
import type { DataItem } from '@common/knowledge';
import { filterItems } from './item-filter';

const item = (source: string, title: string | null): DataItem => ({
  id: source,
  datasetId: 'd',
  type: 'url',
  source,
  title,
  status: 'ready',
  chunkCount: 1,
  problem: null,
  error: null,
  attempts: 1,
  processedAt: null,
  createdAt: '2025-01-01T00:00:00Z',
});

describe('filterItems', () => {
  const items = [item('https://acme.test/pricing', 'Pricing'), item('handbook.pdf', null), item('https://acme.test/faq', 'Frequently asked')];

  it('matches the title or the source, ignoring case', () => {
    expect(filterItems(items, 'PRICING').map((i) => i.source)).toEqual(['https://acme.test/pricing']);
    expect(filterItems(items, 'hand').map((i) => i.source)).toEqual(['handbook.pdf']);
    expect(filterItems(items, 'asked').map((i) => i.source)).toEqual(['https://acme.test/faq']);
  });

  it('keeps everything for a blank filter', () => {
    expect(filterItems(items, '  ')).toHaveLength(3);
  });
});
