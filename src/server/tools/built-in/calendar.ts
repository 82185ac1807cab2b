import { secretBox } from '../../platform/secrets';
import type { StoredCalendar } from '../tool-config-store';
import { argumentValidator } from '../json-schema';
import type { BuiltInToolType, ToolRunContext } from '../tool-type';
import { bookEvent } from '../calendar/book-event';
import type { CalendarSettings } from '../calendar/calendar-settings';
import { listFreeSlots } from '../calendar/list-free-slots';
import { describeDays } from '../calendar/describe-days';
import { formatDate, isValidTimeZone, wallTimeAt } from '../calendar/zoned-time';

const PARAMETERS = {
  type: 'object',
  properties: {
    action: { type: 'string', enum: ['list_free_slots', 'book'], description: '"list_free_slots" to find open times, "book" to book one' },
    from: { type: 'string', description: 'list_free_slots: start of the range, an ISO date (2026-03-02) or date-time with offset' },
    to: { type: 'string', description: 'list_free_slots: end of the range (a date includes that whole day); at most 31 days after "from"' },
    title: { type: 'string', minLength: 1, maxLength: 200, description: 'book: what the meeting is, e.g. "Demo call with Ana Pérez"' },
    start: { type: 'string', description: 'book: ISO date-time with offset, e.g. a slot start from list_free_slots' },
    end: { type: 'string', description: 'book: ISO date-time with offset' },
    attendeeEmail: { type: 'string', format: 'email', maxLength: 254, description: "book: the visitor's e-mail address" },
    notes: { type: 'string', maxLength: 2000, description: 'book: anything the business should know before the meeting' },
  },
  required: ['action'],
  additionalProperties: false,
};

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });

function describe(config: StoredCalendar, timeZone: string, now: number): string {
  const today = wallTimeAt(now, timeZone);
  const weekday = WEEKDAY.format(new Date(Date.UTC(today.year, today.month - 1, today.day)));
  return (
    `The business's calendar (time zone ${timeZone}; working hours ${config.workdayStart ?? '09:00'}-${config.workdayEnd ?? '17:00'} on ${describeDays(config.workingDays ?? [1, 2, 3, 4, 5])}; ` +
    `${config.slotMinutes ?? 30}-minute slots; today is ${weekday} ${formatDate(today)}). ` +
    'First list the free slots in a date range, then book the one the visitor chooses with their e-mail address. ' +
    'Always say times with their time zone. Never book without the visitor confirming the time.'
  );
}

function openSettings(config: StoredCalendar & { url: string }, ctx: ToolRunContext, timeZone: string): CalendarSettings {
  let password: string | undefined;
  if (config.passwordEnc) {
    try {
      password = secretBox(ctx.deps.secret).open(config.passwordEnc);
    } catch {
      throw new Error("The stored calendar password cannot be read (the instance secret changed). Enter it again in the agent's Calendar settings.");
    }
  }
  return {
    target: { url: config.url, username: config.username || undefined, password, access: ctx.deps.config.privateUrlAccess },
    timeZone,
    slotMinutes: config.slotMinutes ?? 30,
    workdayStart: config.workdayStart ?? '09:00',
    workdayEnd: config.workdayEnd ?? '17:00',
    workingDays: config.workingDays ?? [1, 2, 3, 4, 5],
  };
}

function requireText(args: Record<string, unknown>, names: string[]): void {
  const missing = names.filter((n) => typeof args[n] !== 'string' || !(args[n] as string).trim());
  if (missing.length) throw new Error(`book needs ${missing.map((n) => `"${n}"`).join(', ')}.`);
}

/** Lists free slots and books meetings in a CalDAV calendar (Nextcloud, iCloud, Fastmail, Radicale...), never twice in one slot. */
export const calendarTool: BuiltInToolType = {
  id: 'calendar',
  enabledKey: 'calendar',
  build: (agent, ctx) => {
    const config = agent.toolConfigs.calendar;
    if (!config?.url) return null;
    const withUrl = { ...config, url: config.url };
    const timeZone = config.timeZone || 'UTC';
    const zoneKnown = isValidTimeZone(timeZone);
    return {
      name: 'calendar',
      description: describe(config, zoneKnown ? timeZone : 'UTC', ctx.deps.clock().getTime()),
      parameters: PARAMETERS,
      validate: argumentValidator(PARAMETERS),
      execute: async (args, { signal }) => {
        if (!zoneKnown) throw new Error(`The calendar's time zone "${timeZone}" is not a known IANA time zone. Fix it in the agent's Calendar settings (e.g. Europe/Madrid).`);
        const settings = openSettings(withUrl, ctx, timeZone);
        if (args.action === 'list_free_slots') return listFreeSlots(settings, args, ctx.deps.clock().getTime(), signal);
        requireText(args, ['title', 'start', 'end', 'attendeeEmail']);
        const request = {
          title: String(args.title).trim(),
          start: String(args.start),
          end: String(args.end),
          attendeeEmail: String(args.attendeeEmail).trim(),
          notes: typeof args.notes === 'string' && args.notes.trim() ? args.notes.trim() : undefined,
        };
        return bookEvent(ctx.deps, settings, request, signal);
      },
    };
  },
};
