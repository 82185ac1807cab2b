import { describe, expect, it } from 'vitest';
import { buildEventIcs } from './event-ics';
import { readBusyIntervals } from './ical-events';

const at = (iso: string) => Date.parse(iso);
const MARCH = { start: at('2026-03-01T00:00:00Z'), end: at('2026-04-01T00:00:00Z') };

function calendar(...parts: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...parts, 'END:VCALENDAR'].join('\r\n');
}

function vevent(uid: string, ...lines: string[]): string {
  return ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
}

// A deliberately odd zone (+03:00 all year) to prove the VTIMEZONE, not Intl, is what is read.
const VTIMEZONE_ODD = ['BEGIN:VTIMEZONE', 'TZID:Custom/Odd', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0300', 'TZOFFSETTO:+0300', 'END:STANDARD', 'END:VTIMEZONE'].join('\r\n');

const iso = (intervals: { start: number; end: number }[]) => intervals.map((i) => [new Date(i.start).toISOString(), new Date(i.end).toISOString()]);

describe('readBusyIntervals', () => {
  it('reads UTC times, VTIMEZONE times, and IANA TZIDs sent without a VTIMEZONE', () => {
    const objects = [
      calendar(vevent('a', 'DTSTART:20260302T100000Z', 'DTEND:20260302T110000Z')),
      calendar(VTIMEZONE_ODD, vevent('b', 'DTSTART;TZID=Custom/Odd:20260303T100000', 'DTEND;TZID=Custom/Odd:20260303T110000')),
      calendar(vevent('c', 'DTSTART;TZID=Europe/Madrid:20260304T100000', 'DTEND;TZID=Europe/Madrid:20260304T113000')),
    ];
    expect(iso(readBusyIntervals(objects, MARCH, 'UTC'))).toEqual([
      ['2026-03-02T10:00:00.000Z', '2026-03-02T11:00:00.000Z'],
      ['2026-03-03T07:00:00.000Z', '2026-03-03T08:00:00.000Z'],
      ['2026-03-04T09:00:00.000Z', '2026-03-04T10:30:00.000Z'],
    ]);
  });

  it("reads all-day events and floating times in the calendar's zone", () => {
    const objects = [
      calendar(vevent('day', 'DTSTART;VALUE=DATE:20260305', 'DTEND;VALUE=DATE:20260306')),
      calendar(vevent('float', 'DTSTART:20260306T090000', 'DURATION:PT45M')),
      calendar(vevent('day-no-end', 'DTSTART;VALUE=DATE:20260310')),
    ];
    expect(iso(readBusyIntervals(objects, MARCH, 'America/New_York'))).toEqual([
      ['2026-03-05T05:00:00.000Z', '2026-03-06T05:00:00.000Z'],
      ['2026-03-06T14:00:00.000Z', '2026-03-06T14:45:00.000Z'],
      // 8 March 2026 the US moved to daylight time: midnight is now 04:00 UTC
      ['2026-03-10T04:00:00.000Z', '2026-03-11T04:00:00.000Z'],
    ]);
  });

  it('expands recurring events with their exceptions, and leaves out free and cancelled ones', () => {
    const weekly = calendar(
      vevent('w', 'DTSTART;TZID=Europe/Madrid:20260302T100000', 'DTEND;TZID=Europe/Madrid:20260302T110000', 'RRULE:FREQ=WEEKLY;COUNT=5', 'EXDATE;TZID=Europe/Madrid:20260309T100000'),
      vevent('w', 'RECURRENCE-ID;TZID=Europe/Madrid:20260316T100000', 'DTSTART;TZID=Europe/Madrid:20260316T150000', 'DTEND;TZID=Europe/Madrid:20260316T160000'),
      vevent('w', 'RECURRENCE-ID;TZID=Europe/Madrid:20260323T100000', 'DTSTART;TZID=Europe/Madrid:20260323T100000', 'DTEND;TZID=Europe/Madrid:20260323T110000', 'STATUS:CANCELLED'),
    );
    const odd = calendar(VTIMEZONE_ODD, vevent('o', 'DTSTART;TZID=Custom/Odd:20260303T100000', 'DTEND;TZID=Custom/Odd:20260303T103000', 'RRULE:FREQ=WEEKLY;UNTIL=20260311T000000Z'));
    expect(iso(readBusyIntervals([odd], MARCH, 'UTC'))).toEqual([
      ['2026-03-03T07:00:00.000Z', '2026-03-03T07:30:00.000Z'],
      ['2026-03-10T07:00:00.000Z', '2026-03-10T07:30:00.000Z'],
    ]);
    const free = calendar(vevent('f', 'DTSTART:20260302T120000Z', 'DTEND:20260302T130000Z', 'TRANSP:TRANSPARENT'));
    expect(iso(readBusyIntervals([weekly, free], MARCH, 'UTC'))).toEqual([
      ['2026-03-02T09:00:00.000Z', '2026-03-02T10:00:00.000Z'],
      ['2026-03-16T14:00:00.000Z', '2026-03-16T15:00:00.000Z'],
      // after the change to summer time on the 29th, 10:00 in Madrid is 08:00 UTC
      ['2026-03-30T08:00:00.000Z', '2026-03-30T09:00:00.000Z'],
    ]);
  });

  it('keeps only what touches the range, and refuses what it cannot read', () => {
    const objects = [calendar(vevent('old', 'DTSTART:20260201T100000Z', 'DTEND:20260201T110000Z')), calendar(vevent('daily', 'DTSTART:20250101T100000Z', 'DTEND:20250101T110000Z', 'RRULE:FREQ=DAILY'))];
    const range = { start: at('2026-03-02T00:00:00Z'), end: at('2026-03-04T00:00:00Z') };
    expect(iso(readBusyIntervals(objects, range, 'UTC'))).toEqual([
      ['2026-03-02T10:00:00.000Z', '2026-03-02T11:00:00.000Z'],
      ['2026-03-03T10:00:00.000Z', '2026-03-03T11:00:00.000Z'],
    ]);
    expect(() => readBusyIntervals(['BEGIN:VCALENDAR\r\nthis is not ical'], range, 'UTC')).toThrow(/cannot be read/);
  });

  it('reads back the events the tool writes', () => {
    const ics = buildEventIcs({ uid: 'u1', start: at('2026-03-02T10:00:00Z'), end: at('2026-03-02T10:30:00Z'), title: 'Demo, with Ana; line\nbreak', attendeeEmail: 'ana@example.com', notes: 'Bring specs', now: at('2026-03-01T00:00:00Z') });
    expect(ics).toContain('DTSTART:20260302T100000Z');
    expect(ics).toContain('ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION:mailto:ana@example.com');
    expect(ics).toContain('SUMMARY:Demo\\, with Ana\\; line\\nbreak');
    expect(iso(readBusyIntervals([ics], MARCH, 'Europe/Madrid'))).toEqual([['2026-03-02T10:00:00.000Z', '2026-03-02T10:30:00.000Z']]);
  });
});
