import { fetchEventsBetween } from './caldav-client';
import type { CalendarSettings } from './calendar-settings';
import { computeFreeSlots } from './free-slots';
import { readBusyIntervals } from './ical-events';
import { parseRequestedMoment, rangeEnd } from './time-input';
import { formatInZone } from './zoned-time';

export const FREE_SLOTS_RANGE_MAX_DAYS = 31;
/** the most slots one answer lists (a month of half-hours would flood the model) */
export const FREE_SLOTS_LISTED_MAX = 100;
const DAY_MS = 86_400_000;
// A range of 31 whole days is an hour longer when the clocks go back inside it.
const RANGE_MAX_MS = FREE_SLOTS_RANGE_MAX_DAYS * DAY_MS + 3_600_000;

export interface FreeSlotsAnswer {
  timeZone: string;
  slotMinutes: number;
  workingHours: string;
  from: string;
  to: string;
  slots: { start: string; end: string }[];
  /** slots found beyond the ones listed */
  moreSlots?: number;
  note?: string;
}

const EXAMPLE = 'an ISO date (2026-03-02) or date-time (2026-03-02T09:00:00+01:00)';

/** The calendar's free slots between two moments the model named, in the calendar's zone. */
export async function listFreeSlots(cal: CalendarSettings, args: { from?: unknown; to?: unknown }, now: number, signal: AbortSignal): Promise<FreeSlotsAnswer> {
  if (typeof args.from !== 'string' || typeof args.to !== 'string') throw new Error(`list_free_slots needs "from" and "to", each ${EXAMPLE}.`);
  const from = parseRequestedMoment(args.from, cal.timeZone);
  if (!from) throw new Error(`"from" must be ${EXAMPLE}; got "${args.from}".`);
  const to = parseRequestedMoment(args.to, cal.timeZone);
  if (!to) throw new Error(`"to" must be ${EXAMPLE}; got "${args.to}".`);
  const end = rangeEnd(to, cal.timeZone);
  if (end <= from.instant) throw new Error('"to" must come after "from".');
  if (end - from.instant > RANGE_MAX_MS) throw new Error(`At most ${FREE_SLOTS_RANGE_MAX_DAYS} days can be searched at once; ask about a shorter range.`);
  if (end <= now) throw new Error(`That range is in the past (it is now ${formatInZone(now, cal.timeZone)}). Ask about dates from today on.`);
  const start = Math.max(from.instant, now);
  const range = { start, end };
  const busy = readBusyIntervals(await fetchEventsBetween(cal.target, range, signal), range, cal.timeZone);
  const slots = computeFreeSlots({ from: start, to: end, busy, timeZone: cal.timeZone, slotMinutes: cal.slotMinutes, workdayStart: cal.workdayStart, workdayEnd: cal.workdayEnd, workingDays: cal.workingDays, now });
  const answer: FreeSlotsAnswer = {
    timeZone: cal.timeZone,
    slotMinutes: cal.slotMinutes,
    workingHours: `${cal.workdayStart}-${cal.workdayEnd}`,
    from: formatInZone(start, cal.timeZone),
    to: formatInZone(end, cal.timeZone),
    slots: slots.slice(0, FREE_SLOTS_LISTED_MAX).map((s) => ({ start: formatInZone(s.start, cal.timeZone), end: formatInZone(s.end, cal.timeZone) })),
  };
  if (slots.length > FREE_SLOTS_LISTED_MAX) {
    answer.moreSlots = slots.length - FREE_SLOTS_LISTED_MAX;
    answer.note = 'Only the first slots are listed; ask about a later, shorter range for more.';
  }
  if (slots.length === 0) answer.note = 'There are no free slots in that range.';
  return answer;
}
