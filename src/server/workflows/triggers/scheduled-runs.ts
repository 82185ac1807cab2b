import { CronExpressionParser } from 'cron-parser';

const MINUTE_KEY = /:(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z)$/;

/** the minute a run is scheduled for, as its dedupe key writes it: 2026-11-25T09:00Z */
export function isoMinute(date: Date): string {
  return `${date.toISOString().slice(0, 16)}Z`;
}

/** One execution per trigger node and scheduled minute, however many workers tick at once. */
export function scheduledDedupeKey(nodeId: string, minute: Date): string {
  return `scheduled:${nodeId}:${isoMinute(minute)}`;
}

/** The minute a scheduled execution's dedupe key names; null when it names none. */
export function minuteOfDedupeKey(key: string): Date | null {
  const match = MINUTE_KEY.exec(key);
  return match ? new Date(match[1]) : null;
}

/**
 * The run due at `now`: the newest occurrence of the five-field cron expression, read in the IANA
 * `timeZone`, at or before `now` and after `since` (the minute of the last run, or when the
 * trigger was saved). Runs missed while no worker was running are made up once, by the newest
 * of them, not one by one. null when none is due or the expression cannot be read.
 */
export function dueRun(cron: string, timeZone: string, since: Date, now: Date): Date | null {
  try {
    // prev() is strictly before currentDate: an occurrence at `now` itself is due
    const previous = CronExpressionParser.parse(cron, { currentDate: new Date(now.getTime() + 1), tz: timeZone }).prev().toDate();
    return previous.getTime() > since.getTime() ? previous : null;
  } catch {
    return null; // checked on save; an expression with no past occurrence (30 February) never runs
  }
}
