import ICAL from 'ical.js';

export interface NewEvent {
  uid: string;
  start: number;
  end: number;
  title: string;
  attendeeEmail: string;
  notes?: string;
  /** DTSTAMP */
  now: number;
}

function utcTime(instant: number): ICAL.Time {
  return ICAL.Time.fromJSDate(new Date(instant), true);
}

/**
 * The iCalendar object of a booked meeting: times in UTC (no VTIMEZONE needed, every client
 * shows them in its own zone), the visitor as an attendee. ical.js escapes and folds the text.
 */
export function buildEventIcs(event: NewEvent): string {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('prodid', '-//AgentForge//Calendar tool//EN');
  calendar.addPropertyWithValue('version', '2.0');
  const vevent = new ICAL.Component('vevent');
  vevent.addPropertyWithValue('uid', event.uid);
  vevent.addPropertyWithValue('dtstamp', utcTime(event.now));
  vevent.addPropertyWithValue('dtstart', utcTime(event.start));
  vevent.addPropertyWithValue('dtend', utcTime(event.end));
  vevent.addPropertyWithValue('summary', event.title);
  if (event.notes) vevent.addPropertyWithValue('description', event.notes);
  const attendee = vevent.addPropertyWithValue('attendee', `mailto:${event.attendeeEmail}`);
  attendee.setParameter('role', 'REQ-PARTICIPANT');
  attendee.setParameter('partstat', 'NEEDS-ACTION');
  vevent.addPropertyWithValue('status', 'CONFIRMED');
  vevent.addPropertyWithValue('transp', 'OPAQUE');
  calendar.addSubcomponent(vevent);
  return calendar.toString();
}
