import type { SyncSchedule } from '../../common/knowledge';

const DAY_MS = 86_400_000;
const PERIOD_MS: Record<Exclude<SyncSchedule, 'off'>, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };

/** One period of a schedule after `from`. */
export function periodAfter(schedule: Exclude<SyncSchedule, 'off'>, from: Date): Date {
  return new Date(from.getTime() + PERIOD_MS[schedule]);
}

/** When a dataset on `schedule` is next due after `from`; null when it is off. */
export function nextSyncAfter(schedule: SyncSchedule, from: Date): Date | null {
  return schedule === 'off' ? null : periodAfter(schedule, from);
}
