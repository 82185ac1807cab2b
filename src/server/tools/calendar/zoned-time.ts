/**
 * Wall-clock time in IANA time zones through Intl (the runtime's own tz database), DST-correct.
 * A "wall time" is what a clock on the wall in that zone shows; instants are UTC milliseconds.
 */

export interface WallTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when the runtime knows this IANA zone name (e.g. "Europe/Madrid"). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** What the clocks in `timeZone` show at an instant. */
export function wallTimeAt(instant: number, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

function wallAsUtc(w: WallTime): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** The zone's offset from UTC at an instant, in milliseconds (+01:00 → 3 600 000). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallAsUtc(wallTimeAt(whole, timeZone)) - whole;
}

/**
 * The instant a wall time happens in a zone. Like Temporal's "compatible" disambiguation: a time
 * repeated when clocks go back is the earlier one; a time skipped when they go forward is moved
 * on by the gap (02:30 on a spring-forward night in Madrid is 03:30 CEST).
 */
export function wallTimeToInstant(wall: WallTime, timeZone: string): number {
  const local = wallAsUtc(wall);
  const before = zoneOffsetMs(local - DAY_MS, timeZone);
  const after = zoneOffsetMs(local + DAY_MS, timeZone);
  const candidates = [...new Set([before, after])].map((offset) => local - offset).filter((t) => wallAsUtc(wallTimeAt(t, timeZone)) === local);
  if (candidates.length > 0) return Math.min(...candidates);
  return local - before;
}

function pad(n: number, width = 2): string {
  return String(Math.abs(n)).padStart(width, '0');
}

/** ISO 8601 with the zone's offset at that instant, to the second: 2026-03-30T09:00:00+02:00. */
export function formatInZone(instant: number, timeZone: string): string {
  const w = wallTimeAt(instant, timeZone);
  const offsetMinutes = Math.round(zoneOffsetMs(instant, timeZone) / MINUTE_MS);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.trunc(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${offset}`;
}

/** The calendar date of a wall time, as YYYY-MM-DD. */
export function formatDate(w: Pick<WallTime, 'year' | 'month' | 'day'>): string {
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The day after a calendar date (month and year roll over). */
export function nextDay(w: Pick<WallTime, 'year' | 'month' | 'day'>): Pick<WallTime, 'year' | 'month' | 'day'> {
  const d = new Date(Date.UTC(w.year, w.month - 1, w.day + 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** "HH:MM" as minutes after midnight. */
export function minutesOfClock(clock: string): number {
  const [h, m] = clock.split(':').map(Number);
  return h * 60 + m;
}
