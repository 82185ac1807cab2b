import { describe, expect, it } from 'vitest';
import { nextSyncAfter } from './sync-schedule';

describe('nextSyncAfter', () => {
  const from = new Date('2026-03-01T10:00:00Z');

  it('is a day or a week later, or never when off', () => {
    expect(nextSyncAfter('daily', from)?.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(nextSyncAfter('weekly', from)?.toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(nextSyncAfter('off', from)).toBeNull();
  });
});
