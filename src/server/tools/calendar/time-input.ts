import { nextDay, wallTimeToInstant, type WallTime } from './zoned-time';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** A moment the model named: the instant, and whether it was a bare date (a whole day). */
export interface RequestedMoment {
  instant: number;
  dateOnly: boolean;
  /** it carried Z or an offset; without one it is a wall time of the calendar's zone */
  hasOffset: boolean;
  wall: WallTime;
}

function isRealDate(w: WallTime): boolean {
  const d = new Date(Date.UTC(w.year, w.month - 1, w.day));
  return d.getUTCFullYear() === w.year && d.getUTCMonth() === w.month - 1 && d.getUTCDate() === w.day && w.hour < 24 && w.minute < 60 && w.second < 60;
}

function offsetMs(offset: string): number {
  if (/^z$/i.test(offset)) return 0;
  const digits = offset.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return (digits[0] === '-' ? -1 : 1) * minutes * 60_000;
}

/**
 * An ISO 8601 date (2026-03-02) or date-time, with or without an offset: dates and times without
 * one are wall times in `timeZone`. Null when it is no such thing.
 */
export function parseRequestedMoment(value: string, timeZone: string): RequestedMoment | null {
  const text = value.trim();
  const date = DATE.exec(text);
  if (date) {
    const wall = { year: Number(date[1]), month: Number(date[2]), day: Number(date[3]), hour: 0, minute: 0, second: 0 };
    return isRealDate(wall) ? { instant: wallTimeToInstant(wall, timeZone), dateOnly: true, wall, hasOffset: false } : null;
  }
  const m = DATE_TIME.exec(text);
  if (!m) return null;
  const wall = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: Number(m[4]), minute: Number(m[5]), second: Number(m[6] ?? 0) };
  if (!isRealDate(wall)) return null;
  if (!m[7]) return { instant: wallTimeToInstant(wall, timeZone), dateOnly: false, wall, hasOffset: false };
  const instant = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - offsetMs(m[7]);
  return { instant, dateOnly: false, wall, hasOffset: true };
}

/** The instant a range named by the model ends: a bare date includes that whole day. */
export function rangeEnd(moment: RequestedMoment, timeZone: string): number {
  if (!moment.dateOnly) return moment.instant;
  return wallTimeToInstant({ ...nextDay(moment.wall), hour: 0, minute: 0, second: 0 }, timeZone);
}
