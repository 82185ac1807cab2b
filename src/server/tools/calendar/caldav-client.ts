import { Parser } from 'htmlparser2';
import { guardedRequest, OutboundError, type OutboundResponse } from '../../platform/ssrf/guarded-request';
import type { PrivateAccess } from '../../platform/ssrf/ssrf-guard';
import type { Interval } from './free-slots';

/** how long one CalDAV request may take (the tool's own timeout is 30 s) */
const CALDAV_TIMEOUT_MS = 10000;
/** a month of a busy calendar, recurrence definitions and time zones included */
const REPORT_MAX_BYTES = 4 * 1024 * 1024;

/** One CalDAV calendar collection and the credentials to use it. */
export interface CalendarTarget {
  /** the collection, e.g. https://dav.example.com/alice/calendar/ */
  url: string;
  username?: string;
  password?: string;
  access: PrivateAccess;
}

function collectionUrl(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

function authorization(target: CalendarTarget): Record<string, string> {
  if (!target.username) return {};
  return { Authorization: `Basic ${Buffer.from(`${target.username}:${target.password ?? ''}`, 'utf8').toString('base64')}` };
}

/** CalDAV's UTC form of an instant: 20260302T090000Z */
function caldavTime(instant: number): string {
  return new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function failureSentence(status: number, doing: string): string {
  if (status === 401) return `The calendar server rejected the username or password (401) while ${doing}. Check them in the agent's Calendar settings.`;
  if (status === 403) return `The calendar server refused access to the calendar (403) while ${doing}. Check that this user may read and write it.`;
  if (status === 404) return `The calendar server has no calendar at the configured address (404). Check the calendar URL in the agent's Calendar settings.`;
  if (status >= 500) return `The calendar server had an error (${status}) while ${doing}. Try again later.`;
  return `The calendar server answered ${status} while ${doing}.`;
}

async function send(target: CalendarTarget, req: { method: string; url: string; headers: Record<string, string>; body: string; maxResponseBytes: number }, signal: AbortSignal): Promise<OutboundResponse> {
  try {
    return await guardedRequest({
      ...req,
      headers: { ...req.headers, ...authorization(target) },
      access: target.access,
      timeoutMs: CALDAV_TIMEOUT_MS,
      signal,
    });
  } catch (error) {
    if (error instanceof OutboundError) throw new Error(`The calendar server could not be reached: ${error.message}.`, { cause: error });
    throw error;
  }
}

/** The text of every calendar-data element of a multistatus answer (namespace prefixes vary by server). */
export function readCalendarData(multistatus: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let text = '';
  const parser = new Parser(
    {
      onopentag: (name) => {
        if (name.replace(/^.*:/, '').toLowerCase() !== 'calendar-data') return;
        depth += 1;
        text = '';
      },
      ontext: (chunk) => {
        if (depth > 0) text += chunk;
      },
      onclosetag: (name) => {
        if (name.replace(/^.*:/, '').toLowerCase() !== 'calendar-data' || depth === 0) return;
        depth -= 1;
        if (text.trim()) found.push(text);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(multistatus);
  parser.end();
  return found;
}

/**
 * The calendar objects (iCalendar texts) with an event in a time range: a calendar-query REPORT
 * with a time-range filter (RFC 4791 section 7.8). The server matches recurring events by their
 * occurrences but answers whole objects; ical-events.ts expands them.
 */
export async function fetchEventsBetween(target: CalendarTarget, range: Interval, signal: AbortSignal): Promise<string[]> {
  const body = `<?xml version="1.0" encoding="utf-8"?>
<c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">
  <d:prop><d:getetag/><c:calendar-data/></d:prop>
  <c:filter>
    <c:comp-filter name="VCALENDAR">
      <c:comp-filter name="VEVENT">
        <c:time-range start="${caldavTime(range.start)}" end="${caldavTime(range.end)}"/>
      </c:comp-filter>
    </c:comp-filter>
  </c:filter>
</c:calendar-query>`;
  const response = await send(
    target,
    { method: 'REPORT', url: collectionUrl(target.url), headers: { Depth: '1', 'Content-Type': 'application/xml; charset=utf-8' }, body, maxResponseBytes: REPORT_MAX_BYTES },
    signal,
  );
  if (response.status !== 207 && response.status !== 200) throw new Error(failureSentence(response.status, 'reading events'));
  if (response.truncated) throw new Error('The calendar holds too many events in that range to read at once. Ask about a shorter range.');
  return readCalendarData(response.body);
}

/** Stores a new event as {uid}.ics; If-None-Match: * makes the server refuse to overwrite anything. */
export async function createEvent(target: CalendarTarget, uid: string, ics: string, signal: AbortSignal): Promise<void> {
  const response = await send(
    target,
    { method: 'PUT', url: `${collectionUrl(target.url)}${encodeURIComponent(uid)}.ics`, headers: { 'If-None-Match': '*', 'Content-Type': 'text/calendar; charset=utf-8' }, body: ics, maxResponseBytes: 16 * 1024 },
    signal,
  );
  if (response.status === 412) throw new Error('The calendar already holds an event with that identifier; nothing was booked. Try again.');
  if (response.status < 200 || response.status >= 300) throw new Error(failureSentence(response.status, 'booking the event'));
}
