import type { CalendarTarget } from './caldav-client';

/** A calendar as the tool uses it: where it is, and the working hours slots are offered in. */
export interface CalendarSettings {
  target: CalendarTarget;
  /** IANA zone of the working hours and of every time the tool answers with */
  timeZone: string;
  slotMinutes: number;
  /** "HH:MM" */
  workdayStart: string;
  workdayEnd: string;
  /** ISO weekdays (1 Monday … 7 Sunday) */
  workingDays: number[];
}

/** What the model is told when a time it chose cannot be booked. */
export const OFFER_FREE_SLOTS = 'Nothing was booked: offer to list the free slots (action "list_free_slots") so the visitor can pick another time.';
