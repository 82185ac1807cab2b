import ICAL from 'ical.js';
import type { Interval } from './free-slots';
import { isValidTimeZone, wallTimeToInstant } from './zoned-time';

/** how many occurrences of one recurring event are walked before giving up (a minutely rule over years) */
const MAX_OCCURRENCES = 20000;
/** an exception may move an occurrence; look this far past the range for one moved into it */
const MOVED_OCCURRENCE_MARGIN_MS = 7 * 86_400_000;

function isBusy(component: ICAL.Component): boolean {
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transparency !== 'TRANSPARENT';
}

/** The zone a VEVENT's times without a usable VTIMEZONE are read in: its TZID when the runtime knows it, else the calendar's. */
function wallZoneOf(component: ICAL.Component, calendarZone: string): string {
  const tzid = component.getFirstProperty('dtstart')?.getParameter('tzid');
  const name = typeof tzid === 'string' ? tzid.replace(/^\//, '') : '';
  return isValidTimeZone(name) ? name : calendarZone;
}

/**
 * An ICAL.Time as an instant. UTC times and times whose TZID has a VTIMEZONE in the file are
 * resolved by ical.js; all-day dates, floating times and TZIDs without a VTIMEZONE are wall
 * times in `wallZone` (ical.js would read those as UTC).
 */
function toInstant(time: ICAL.Time, wallZone: string): number {
  const zone = time.zone;
  const resolved = !time.isDate && zone && zone !== ICAL.Timezone.localTimezone && zone.tzid !== 'floating';
  if (resolved) return time.toUnixTime() * 1000;
  return wallTimeToInstant({ year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second }, wallZone);
}

function pushIfInRange(out: Interval[], interval: Interval, range: Interval) {
  if (interval.start < range.end && interval.end > range.start) out.push(interval);
}

function expandEvent(master: ICAL.Component, range: Interval, calendarZone: string, out: Interval[]) {
  const event = new ICAL.Event(master);
  const wallZone = wallZoneOf(master, calendarZone);
  if (!event.isRecurring()) {
    if (isBusy(master)) pushIfInRange(out, { start: toInstant(event.startDate, wallZone), end: toInstant(event.endDate, wallZone) }, range);
    return;
  }
  const iterator = event.iterator();
  for (let i = 0, next = iterator.next(); next && i < MAX_OCCURRENCES; i++, next = iterator.next()) {
    if (toInstant(next, wallZone) >= range.end + MOVED_OCCURRENCE_MARGIN_MS) break;
    const details = event.getOccurrenceDetails(next);
    if (!isBusy(details.item.component)) continue;
    const zone = details.item === event ? wallZone : wallZoneOf(details.item.component, calendarZone);
    pushIfInRange(out, { start: toInstant(details.startDate, zone), end: toInstant(details.endDate, zone) }, range);
  }
}

/**
 * The busy intervals (UTC) of the events in CalDAV calendar objects that touch `range`:
 * recurrences expanded with their exceptions, cancelled and transparent ("free") events left out,
 * all-day events spanning whole days of the calendar's zone. A resource that cannot be parsed is
 * an error, never silently free time.
 */
export function readBusyIntervals(calendarObjects: string[], range: Interval, calendarZone: string): Interval[] {
  const out: Interval[] = [];
  for (const text of calendarObjects) {
    try {
      readCalendarObject(text, range, calendarZone, out);
    } catch (error) {
      throw new Error(`The calendar holds an event that cannot be read (${error instanceof Error ? error.message : String(error)}), so its free time is unknown. Fix or remove that event.`, { cause: error });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

function readCalendarObject(text: string, range: Interval, calendarZone: string, out: Interval[]) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  for (const event of events) {
    if (!event.hasProperty('dtstart')) throw new Error(`event ${String(event.getFirstPropertyValue('uid') ?? '')} has no start`);
  }
  const masters = events.filter((e) => !e.hasProperty('recurrence-id'));
  const masterUids = new Set(masters.map((e) => e.getFirstPropertyValue('uid')));
  for (const master of masters) expandEvent(master, range, calendarZone, out);
  // An override whose master is missing (an invitation to one occurrence) stands alone.
  for (const orphan of events.filter((e) => e.hasProperty('recurrence-id') && !masterUids.has(e.getFirstPropertyValue('uid')))) {
    const event = new ICAL.Event(orphan);
    const zone = wallZoneOf(orphan, calendarZone);
    if (isBusy(orphan)) pushIfInRange(out, { start: toInstant(event.startDate, zone), end: toInstant(event.endDate, zone) }, range);
  }
}
