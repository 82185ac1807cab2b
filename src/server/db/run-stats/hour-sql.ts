import { sql, type SQL } from 'drizzle-orm';

/** Start of the UTC hour / day of a timestamptz, whatever the session's time zone. */
export const utcHour = (ts: SQL): SQL => sql`(date_trunc('hour', ${ts} at time zone 'UTC') at time zone 'UTC')`;
export const utcDay = (ts: SQL): SQL => sql`(date_trunc('day', ${ts} at time zone 'UTC') at time zone 'UTC')`;

export const floorHour = (d: Date): Date => new Date(Math.floor(d.getTime() / 3_600_000) * 3_600_000);
export const floorDay = (d: Date): Date => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

export const ts = (d: Date): SQL => sql`${d.toISOString()}::timestamptz`;
