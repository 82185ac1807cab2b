import { minutesOfClock, nextDay, wallTimeAt, wallTimeToInstant, type WallTime } from './zoned-time';

/** A span of time as UTC milliseconds, end exclusive. */
export interface Interval {
  start: number;
  end: number;
}

export interface FreeSlotsInput {
  /** the range asked about (UTC ms); slots lie wholly inside it */
  from: number;
  to: number;
  /** existing events; any overlap makes a slot busy */
  busy: Interval[];
  /** IANA zone the working hours are in */
  timeZone: string;
  slotMinutes: number;
  /** "HH:MM" wall-clock times in timeZone */
  workdayStart: string;
  workdayEnd: string;
  /** ISO weekdays (1 Monday … 7 Sunday) with working hours; all when omitted */
  workingDays?: number[];
  /** slots starting before this instant are gone */
  now: number;
}

/** True when two spans share any moment (touching ends do not overlap). */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

function clockOn(date: Pick<WallTime, 'year' | 'month' | 'day'>, minutes: number): WallTime {
  return { ...date, hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0 };
}

/** The working hours of each calendar day the range touches, as UTC spans (DST-correct per day). */
/** ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
export function isoWeekday(date: Pick<WallTime, 'year' | 'month' | 'day'>): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() || 7;
}

export function workingSpans(from: number, to: number, timeZone: string, workdayStart: string, workdayEnd: string, workingDays?: number[]): Interval[] {
  const startMinutes = minutesOfClock(workdayStart);
  const endMinutes = minutesOfClock(workdayEnd);
  if (endMinutes <= startMinutes || to <= from) return [];
  const spans: Interval[] = [];
  const first = wallTimeAt(from, timeZone);
  for (let day: Pick<WallTime, 'year' | 'month' | 'day'> = first; ; day = nextDay(day)) {
    const span = { start: wallTimeToInstant(clockOn(day, startMinutes), timeZone), end: wallTimeToInstant(clockOn(day, endMinutes), timeZone) };
    if (span.start >= to) break;
    if (span.end > from && (!workingDays || workingDays.includes(isoWeekday(day)))) spans.push(span);
  }
  return spans;
}

/**
 * The free slots of `slotMinutes` in a range: working hours of each day in the calendar's zone,
 * cut into slots from the start of the working day, without the ones that overlap an event, have
 * begun, or spill out of the range.
 */
export function computeFreeSlots(input: FreeSlotsInput): Interval[] {
  const slotMs = input.slotMinutes * 60_000;
  const busy = [...input.busy].sort((a, b) => a.start - b.start);
  const slots: Interval[] = [];
  for (const span of workingSpans(input.from, input.to, input.timeZone, input.workdayStart, input.workdayEnd, input.workingDays)) {
    for (let start = span.start; start + slotMs <= span.end; start += slotMs) {
      const slot = { start, end: start + slotMs };
      if (slot.start < input.from || slot.end > input.to || slot.start < input.now) continue;
      if (busy.some((b) => overlaps(b, slot))) continue;
      slots.push(slot);
    }
  }
  return slots;
}
