import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../platform/deps';
import { createEvent, fetchEventsBetween } from './caldav-client';
import { withCalendarLock } from './calendar-lock';
import { OFFER_FREE_SLOTS, type CalendarSettings } from './calendar-settings';
import { buildEventIcs } from './event-ics';
import { isoWeekday, overlaps } from './free-slots';
import { describeDays } from './describe-days';
import { readBusyIntervals } from './ical-events';
import { parseRequestedMoment } from './time-input';
import { formatDate, formatInZone, minutesOfClock, wallTimeAt } from './zoned-time';

export interface BookingRequest {
  title: string;
  start: string;
  end: string;
  attendeeEmail: string;
  notes?: string;
}

export interface BookingAnswer {
  booked: true;
  uid: string;
  title: string;
  start: string;
  end: string;
  timeZone: string;
  attendeeEmail: string;
}

const MIN_MEETING_MS = 5 * 60_000;

function readInstant(name: 'start' | 'end', value: string, timeZone: string): number {
  const moment = parseRequestedMoment(value, timeZone);
  if (!moment || moment.dateOnly || !moment.hasOffset) {
    throw new Error(`"${name}" must be an ISO date-time with its time zone offset or Z, e.g. ${formatInZone(Date.UTC(2026, 2, 2, 9), timeZone)}; got "${value}".`);
  }
  return moment.instant;
}

/** Refuses a meeting that has begun or lies outside one day's working hours, in the calendar's zone. */
function checkBookable(cal: CalendarSettings, start: number, end: number, now: number) {
  if (end - start < MIN_MEETING_MS) throw new Error('"end" must be at least 5 minutes after "start".');
  if (start < now) throw new Error(`That time is in the past (it is now ${formatInZone(now, cal.timeZone)}). ${OFFER_FREE_SLOTS}`);
  const from = wallTimeAt(start, cal.timeZone);
  const to = wallTimeAt(end, cal.timeZone);
  const fromMinutes = from.hour * 60 + from.minute + from.second / 60;
  const toMinutes = to.hour * 60 + to.minute + to.second / 60;
  const sameDay = formatDate(from) === formatDate(to);
  if (!sameDay || fromMinutes < minutesOfClock(cal.workdayStart) || toMinutes > minutesOfClock(cal.workdayEnd)) {
    throw new Error(`That time is outside working hours (${cal.workdayStart}-${cal.workdayEnd}, ${cal.timeZone}). ${OFFER_FREE_SLOTS}`);
  }
  if (!cal.workingDays.includes(isoWeekday(from))) throw new Error(`That day is not a working day (${describeDays(cal.workingDays)}). ${OFFER_FREE_SLOTS}`);
}

/**
 * Books a meeting in the calendar unless anything already overlaps it: the interval is read again
 * and the event written under the calendar's lock, so two conversations never take one slot.
 */
export async function bookEvent(deps: AppDeps, cal: CalendarSettings, request: BookingRequest, signal: AbortSignal): Promise<BookingAnswer> {
  const start = readInstant('start', request.start, cal.timeZone);
  const end = readInstant('end', request.end, cal.timeZone);
  if (end <= start) throw new Error('"end" must come after "start".');
  checkBookable(cal, start, end, deps.clock().getTime());
  const meeting = { start, end };
  const uid = randomUUID();
  await withCalendarLock(deps, cal.target.url, signal, async () => {
    const busy = readBusyIntervals(await fetchEventsBetween(cal.target, meeting, signal), meeting, cal.timeZone);
    if (busy.some((b) => overlaps(b, meeting))) throw new Error(`That time is already taken: it overlaps another event in the calendar. ${OFFER_FREE_SLOTS}`);
    const ics = buildEventIcs({ uid, start, end, title: request.title, attendeeEmail: request.attendeeEmail, notes: request.notes, now: deps.clock().getTime() });
    await createEvent(cal.target, uid, ics, signal);
  });
  return { booked: true, uid, title: request.title, start: formatInZone(start, cal.timeZone), end: formatInZone(end, cal.timeZone), timeZone: cal.timeZone, attendeeEmail: request.attendeeEmail };
}
