import { describe, expect, it } from 'vitest';
import { computeFreeSlots, workingSpans, type FreeSlotsInput, type Interval } from './free-slots';
import { formatInZone, wallTimeToInstant, zoneOffsetMs } from './zoned-time';

const at = (iso: string) => Date.parse(iso);

function slotsOf(overrides: Partial<FreeSlotsInput>): string[] {
  const input: FreeSlotsInput = {
    from: at('2026-03-02T00:00:00Z'),
    to: at('2026-03-03T00:00:00Z'),
    busy: [],
    timeZone: 'UTC',
    slotMinutes: 30,
    workdayStart: '09:00',
    workdayEnd: '17:00',
    now: at('2026-01-01T00:00:00Z'),
    ...overrides,
  };
  return computeFreeSlots(input).map((s) => formatInZone(s.start, input.timeZone));
}

const busy = (start: string, end: string): Interval => ({ start: at(start), end: at(end) });

describe('computeFreeSlots', () => {
  it('cuts one working day into slots from the start of the day', () => {
    const slots = slotsOf({});
    expect(slots).toHaveLength(16);
    expect(slots[0]).toBe('2026-03-02T09:00:00+00:00');
    expect(slots.at(-1)).toBe('2026-03-02T16:30:00+00:00');
  });

  it('leaves out every slot an event touches, but not slots that only meet it', () => {
    const slots = slotsOf({ busy: [busy('2026-03-02T10:15:00Z', '2026-03-02T11:00:00Z'), busy('2026-03-02T12:00:00Z', '2026-03-02T12:30:00Z')] });
    expect(slots).not.toContain('2026-03-02T10:00:00+00:00');
    expect(slots).not.toContain('2026-03-02T10:30:00+00:00');
    expect(slots).not.toContain('2026-03-02T12:00:00+00:00');
    expect(slots).toContain('2026-03-02T11:00:00+00:00');
    expect(slots).toContain('2026-03-02T11:30:00+00:00');
    expect(slots).toContain('2026-03-02T12:30:00+00:00');
    expect(slots).toHaveLength(13);
  });

  it('an all-day event blocks the whole day, a long slot is offered only where it fits', () => {
    expect(slotsOf({ busy: [busy('2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z')] })).toEqual([]);
    expect(slotsOf({ slotMinutes: 180 })).toEqual(['2026-03-02T09:00:00+00:00', '2026-03-02T12:00:00+00:00']);
  });

  it('reads working hours in the calendar zone and answers with its offset', () => {
    const slots = slotsOf({ timeZone: 'Europe/Madrid', slotMinutes: 60 });
    expect(slots[0]).toBe('2026-03-02T09:00:00+01:00');
    expect(slots).toHaveLength(8);
    // 09:00 in Madrid is 08:00 UTC in winter
    expect(computeFreeSlots({ from: at('2026-03-02T00:00:00Z'), to: at('2026-03-03T00:00:00Z'), busy: [], timeZone: 'Europe/Madrid', slotMinutes: 60, workdayStart: '09:00', workdayEnd: '17:00', now: 0 })[0].start).toBe(at('2026-03-02T08:00:00Z'));
  });

  it('keeps working hours on the wall clock across a DST change (Europe, 29 March 2026)', () => {
    const slots = slotsOf({ from: at('2026-03-27T00:00:00Z'), to: at('2026-03-31T00:00:00Z'), timeZone: 'Europe/Madrid', slotMinutes: 480 });
    expect(slots).toEqual(['2026-03-27T09:00:00+01:00', '2026-03-28T09:00:00+01:00', '2026-03-29T09:00:00+02:00', '2026-03-30T09:00:00+02:00']);
  });

  it('and when the clocks go back in New York (1 November 2026), with hours spanning the change', () => {
    const slots = slotsOf({ from: at('2026-10-31T12:00:00Z'), to: at('2026-11-02T12:00:00Z'), timeZone: 'America/New_York', slotMinutes: 60, workdayStart: '00:00', workdayEnd: '04:00' });
    // 00:00-04:00 on the wall lasts five real hours that night (01:00 happens twice): five one-hour slots
    expect(slots.filter((s) => s.startsWith('2026-11-01'))).toEqual(['2026-11-01T00:00:00-04:00', '2026-11-01T01:00:00-04:00', '2026-11-01T01:00:00-05:00', '2026-11-01T02:00:00-05:00', '2026-11-01T03:00:00-05:00']);
  });

  it('handles zones with half-hour offsets', () => {
    expect(slotsOf({ timeZone: 'Asia/Kolkata', slotMinutes: 240 })).toEqual(['2026-03-02T09:00:00+05:30', '2026-03-02T13:00:00+05:30']);
    expect(slotsOf({ timeZone: 'America/St_Johns', slotMinutes: 480, to: at('2026-03-03T12:00:00Z') })).toEqual(['2026-03-02T09:00:00-03:30']);
  });

  it('offers nothing that has begun, nor anything outside the range asked about', () => {
    const slots = slotsOf({ now: at('2026-03-02T13:10:00Z'), to: at('2026-03-02T15:00:00Z') });
    expect(slots).toEqual(['2026-03-02T13:30:00+00:00', '2026-03-02T14:00:00+00:00', '2026-03-02T14:30:00+00:00']);
  });

  it('walks several days across a month end', () => {
    const slots = slotsOf({ from: at('2026-02-27T00:00:00Z'), to: at('2026-03-03T00:00:00Z'), slotMinutes: 480 });
    expect(slots).toEqual(['2026-02-27T09:00:00+00:00', '2026-02-28T09:00:00+00:00', '2026-03-01T09:00:00+00:00', '2026-03-02T09:00:00+00:00']);
  });

  it('has no slots when the working day ends before it starts', () => {
    expect(slotsOf({ workdayStart: '17:00', workdayEnd: '09:00' })).toEqual([]);
    expect(workingSpans(at('2026-03-02T00:00:00Z'), at('2026-03-02T00:00:00Z'), 'UTC', '09:00', '17:00')).toEqual([]);
  });
});

describe('zoned time', () => {
  it('finds offsets through Intl', () => {
    expect(zoneOffsetMs(at('2026-01-15T12:00:00Z'), 'Europe/Madrid')).toBe(3_600_000);
    expect(zoneOffsetMs(at('2026-07-15T12:00:00Z'), 'Europe/Madrid')).toBe(7_200_000);
    expect(zoneOffsetMs(at('2026-07-15T12:00:00Z'), 'America/Los_Angeles')).toBe(-7 * 3_600_000);
  });

  it('moves a skipped wall time past the gap and takes the earlier of a repeated one', () => {
    const wall = (day: number, month: number, hour: number, minute = 0) => ({ year: 2026, month, day, hour, minute, second: 0 });
    expect(new Date(wallTimeToInstant(wall(29, 3, 2, 30), 'Europe/Madrid')).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(formatInZone(wallTimeToInstant(wall(29, 3, 2, 30), 'Europe/Madrid'), 'Europe/Madrid')).toBe('2026-03-29T03:30:00+02:00');
    expect(new Date(wallTimeToInstant(wall(25, 10, 2, 30), 'Europe/Madrid')).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(new Date(wallTimeToInstant(wall(25, 10, 3, 30), 'Europe/Madrid')).toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });

  it('offers slots only on the working days', () => {
    // 2026-03-06 is a Friday, 03-07 Saturday, 03-08 Sunday, 03-09 Monday
    const input = { from: at('2026-03-06T00:00:00Z'), to: at('2026-03-10T00:00:00Z'), busy: [], timeZone: 'UTC', slotMinutes: 480, workdayStart: '09:00', workdayEnd: '17:00', now: 0 };
    const days = (workingDays?: number[]) => computeFreeSlots({ ...input, workingDays }).map((s) => new Date(s.start).toISOString().slice(0, 10));
    expect(days([1, 2, 3, 4, 5])).toEqual(['2026-03-06', '2026-03-09']);
    expect(days([6, 7])).toEqual(['2026-03-07', '2026-03-08']);
    expect(days(undefined)).toHaveLength(4);
  });
});
