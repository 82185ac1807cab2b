import { describe, expect, it } from 'vitest';
import { dueRun, isoMinute, minuteOfDedupeKey, scheduledDedupeKey } from './scheduled-runs';

const at = (iso: string) => new Date(iso);

describe('scheduled trigger runs', () => {
  it('is due once the occurrence has come, not before', () => {
    const saved = at('2026-11-24T12:00:00Z');
    expect(dueRun('0 9 * * *', 'UTC', saved, at('2026-11-25T08:59:59.999Z'))).toBeNull();
    expect(dueRun('0 9 * * *', 'UTC', saved, at('2026-11-25T09:00:00Z'))).toEqual(at('2026-11-25T09:00:00Z'));
    expect(dueRun('0 9 * * *', 'UTC', saved, at('2026-11-25T09:00:25Z'))).toEqual(at('2026-11-25T09:00:00Z'));
  });

  it('is not due again once that minute has run', () => {
    const lastRun = at('2026-11-25T09:00:00Z');
    expect(dueRun('0 9 * * *', 'UTC', lastRun, at('2026-11-25T09:00:40Z'))).toBeNull();
    expect(dueRun('*/5 * * * *', 'UTC', lastRun, at('2026-11-25T09:04:59Z'))).toBeNull();
    expect(dueRun('*/5 * * * *', 'UTC', lastRun, at('2026-11-25T09:05:10Z'))).toEqual(at('2026-11-25T09:05:00Z'));
  });

  it('does not run an occurrence that came before the trigger was saved', () => {
    expect(dueRun('0 9 * * *', 'UTC', at('2026-11-25T09:00:20Z'), at('2026-11-25T09:00:30Z'))).toBeNull();
  });

  it('reads the expression in the trigger time zone, summer and winter', () => {
    const since = at('2026-01-01T00:00:00Z');
    // Madrid is UTC+1 in winter and UTC+2 in summer
    expect(dueRun('0 9 * * *', 'Europe/Madrid', since, at('2026-11-25T08:00:30Z'))).toEqual(at('2026-11-25T08:00:00Z'));
    expect(dueRun('0 9 * * *', 'Europe/Madrid', since, at('2026-07-01T07:00:30Z'))).toEqual(at('2026-07-01T07:00:00Z'));
    expect(dueRun('30 8 * * 1', 'America/New_York', since, at('2026-11-23T13:30:05Z'))).toEqual(at('2026-11-23T13:30:00Z'));
    expect(dueRun('0 9 * * *', 'Asia/Tokyo', at('2026-11-25T00:00:30Z'), at('2026-11-25T01:00:00Z'))).toBeNull();
  });

  it('makes up missed runs once, with the newest', () => {
    const lastRun = at('2026-11-25T09:00:00Z');
    expect(dueRun('* * * * *', 'UTC', lastRun, at('2026-11-25T11:17:45Z'))).toEqual(at('2026-11-25T11:17:00Z'));
    expect(dueRun('0 9 * * *', 'UTC', at('2026-11-20T09:00:00Z'), at('2026-11-25T10:00:00Z'))).toEqual(at('2026-11-25T09:00:00Z'));
  });

  it('never runs an expression it cannot read or that has no past occurrence', () => {
    const since = at('2020-01-01T00:00:00Z');
    expect(dueRun('not a cron', 'UTC', since, at('2026-11-25T09:00:00Z'))).toBeNull();
    expect(dueRun('0 9 * * *', 'Nowhere/Zone', since, at('2026-11-25T09:00:00Z'))).toBeNull();
    expect(dueRun('0 0 30 2 *', 'UTC', since, at('2026-11-25T09:00:00Z'))).toBeNull();
  });

  it('keys a run by its node and minute, and reads the minute back', () => {
    const minute = at('2026-11-25T09:05:00Z');
    expect(isoMinute(minute)).toBe('2026-11-25T09:05Z');
    expect(scheduledDedupeKey('trigger-17:a', minute)).toBe('scheduled:trigger-17:a:2026-11-25T09:05Z');
    expect(minuteOfDedupeKey(scheduledDedupeKey('trigger-17:a', minute))).toEqual(minute);
    expect(minuteOfDedupeKey('scheduled:trigger-1:garbage')).toBeNull();
  });
});
