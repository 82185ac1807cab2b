import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2025-06-10T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says now for the last few seconds', () => {
    expect(formatRelativeTime(ago(3), now, 'en')).toBe('now');
  });

  it('picks the largest whole unit', () => {
    expect(formatRelativeTime(ago(45), now, 'en')).toBe('45 seconds ago');
    expect(formatRelativeTime(ago(5 * 60 + 20), now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), now, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime(ago(24 * 3600), now, 'en')).toBe('yesterday');
  });

  it('speaks the interface language', () => {
    expect(formatRelativeTime(ago(5 * 60), now, 'es')).toBe('hace 5 minutos');
  });
});
