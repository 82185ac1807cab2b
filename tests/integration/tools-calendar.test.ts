import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agentRuns } from '../../src/server/db/schema';
import { SECRET_MASK } from '../../src/common/tool-configs';
import { enabledTools } from '../../src/common/agents';
import { secretBox } from '../../src/server/platform/secrets';
import { calendarTool } from '../../src/server/tools/built-in/calendar';
import { storeToolConfigs } from '../../src/server/tools/tool-config-store';
import type { ToolRunContext } from '../../src/server/tools/tool-type';
import type { AgentSnapshot } from '../../src/server/runtime/types';
import type { AgentTool } from '../../src/server/tools/agent-tool';
import { recordLead } from '../../src/server/conversation/leads/service';
import type { AppDeps } from '../../src/server/platform/deps';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { startRadicale, type RadicalePeer } from '../fixtures/radicale';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 11, acceptance 2 (calendar), 5 and 7, against Radicale from Debian's packages as the CalDAV server.

const ZONE = 'Europe/Madrid';
const DAY_MS = 86_400_000;

let t: TestApp;
let llm: FakeLlm;
let radicale: RadicalePeer;
let owner: SessionClient;
let projectId: string;
let agentId: string;

/** A date some days ahead, as YYYY-MM-DD, and the offset Madrid's clocks have that day. */
function dayAhead(days: number): { date: string; offset: string } {
  const date = new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' }).formatToParts(new Date(`${date}T12:00:00Z`)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  return { date, offset: name.replace('GMT', '') || '+00:00' };
}

const LIST_DAY = dayAhead(10);
const BOOK_DAY = dayAhead(11);
const RACE_DAY = dayAhead(12);

const calendarConfig = (overrides: Record<string, unknown> = {}) => ({
  url: radicale.calendarUrl,
  username: radicale.username,
  password: radicale.password,
  timeZone: ZONE,
  slotMinutes: 30,
  workdayStart: '09:00',
  workdayEnd: '17:00',
  // the test days are counted from today, so any weekday may come up
  workingDays: [1, 2, 3, 4, 5, 6, 7],
  ...overrides,
});

async function calendarAgent(overrides: Record<string, unknown> = {}) {
  const { agent } = await createAgent(owner, {
    ...sampleAgent,
    name: 'Booking Bot',
    enabledTools: { ...sampleAgent.enabledTools, sendEmail: false, calendar: true },
    toolConfigs: { calendar: calendarConfig(overrides) },
  });
  return agent.id;
}

const MADRID_VTIMEZONE = [
  'BEGIN:VTIMEZONE', 'TZID:Europe/Madrid',
  'BEGIN:DAYLIGHT', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'TZNAME:CEST', 'DTSTART:19700329T020000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'END:DAYLIGHT',
  'BEGIN:STANDARD', 'TZOFFSETFROM:+0200', 'TZOFFSETTO:+0100', 'TZNAME:CET', 'DTSTART:19701025T030000', 'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU', 'END:STANDARD',
  'END:VTIMEZONE',
];

/** An event as a desktop client writes it: local times with a TZID and its VTIMEZONE. */
function clientEvent(uid: string, date: string, from: string, to: string, summary: string): string {
  const local = (time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
  return [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Example Corp//Desktop Calendar//EN', ...MADRID_VTIMEZONE,
    'BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z', `DTSTART;TZID=Europe/Madrid:${local(from)}`, `DTEND;TZID=Europe/Madrid:${local(to)}`, `SUMMARY:${summary}`, 'END:VEVENT',
    'END:VCALENDAR', '',
  ].join('\r\n');
}

type ToolStep = { type: string; name: string; status?: string; output?: unknown; error?: string };

async function callCalendar(id: string, args: Record<string, unknown>) {
  llm.script({ kind: 'tool', name: 'calendar', args }, { kind: 'reply', text: 'Done.' });
  const res = await owner.post(`/api/agents/${id}/test`, { input: 'I would like a meeting' });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { status: string; output: string; runId: string; steps: ToolStep[] };
  expect(body.status).toBe('completed');
  const step = body.steps.find((s) => s.type === 'tool' && s.name === 'calendar') as ToolStep;
  expect(step).toBeDefined();
  return { body, step, raw: res.body };
}

function halfHours(date: string, offset: string, except: string[]): string[] {
  const out: string[] = [];
  for (let m = 9 * 60; m < 17 * 60; m += 30) {
    const hhmm = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    if (!except.includes(hhmm)) out.push(`${date}T${hhmm}:00${offset}`);
  }
  return out;
}

beforeAll(async () => {
  radicale = await startRadicale();
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true', MODEL_TIMEOUT_MS: '5000' });
  owner = (await signUp(t.app)).client;
  ({ projectId } = await createAgent(owner, { name: 'Warm-up' }));
  await useFakeModel(owner, projectId, llm.baseUrl);
  agentId = await calendarAgent();
  await radicale.putEvent('existing-meeting', clientEvent('existing-meeting@example.com', LIST_DAY.date, '10:00', '11:00', 'Team sync'));
});
afterAll(async () => {
  await t?.close();
  await llm?.close();
  await radicale?.close();
});
beforeEach(() => {
  llm.requests.length = 0;
});

describe('the calendar built-in (CalDAV, Radicale)', () => {
  it('lists the free slots of a day around an event made by another client, in the calendar zone', async () => {
    const { step } = await callCalendar(agentId, { action: 'list_free_slots', from: LIST_DAY.date, to: LIST_DAY.date });
    expect(step.status).toBe('success');
    const output = step.output as { timeZone: string; slotMinutes: number; slots: { start: string; end: string }[] };
    expect(output).toMatchObject({ timeZone: ZONE, slotMinutes: 30 });
    expect(output.slots.map((s) => s.start)).toEqual(halfHours(LIST_DAY.date, LIST_DAY.offset, ['10:00', '10:30']));
    expect(output.slots[0].end).toBe(`${LIST_DAY.date}T09:30:00${LIST_DAY.offset}`);
    // the model read the same slots back
    expect(JSON.stringify(llm.requests[1].body.messages)).toContain(`${LIST_DAY.date}T11:00:00${LIST_DAY.offset}`);
  });

  it('books an event that really exists in Radicale afterwards, in UTC with the attendee', async () => {
    const start = `${BOOK_DAY.date}T12:00:00${BOOK_DAY.offset}`;
    const end = `${BOOK_DAY.date}T12:30:00${BOOK_DAY.offset}`;
    const { step } = await callCalendar(agentId, { action: 'book', title: 'Demo call with Ana', start, end, attendeeEmail: 'ana@example.com', notes: 'Interested in the Pro plan' });
    expect(step.status).toBe('success');
    const booked = step.output as { booked: boolean; uid: string; start: string; end: string; timeZone: string };
    expect(booked).toMatchObject({ booked: true, start, end, timeZone: ZONE });

    const stored = await radicale.getEvent(booked.uid);
    expect(stored).not.toBeNull();
    const ics = (stored as string).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(`UID:${booked.uid}`);
    expect(ics).toContain('SUMMARY:Demo call with Ana');
    expect(ics).toContain('DESCRIPTION:Interested in the Pro plan');
    expect(ics).toMatch(/ATTENDEE[^:\r\n]*:mailto:ana@example\.com/);
    const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(ics).toContain(`DTSTART:${utc(start)}`);
    expect(ics).toContain(`DTEND:${utc(end)}`);

    const after = await callCalendar(agentId, { action: 'list_free_slots', from: `${BOOK_DAY.date}T11:00:00${BOOK_DAY.offset}`, to: `${BOOK_DAY.date}T13:30:00${BOOK_DAY.offset}` });
    expect((after.step.output as { slots: { start: string }[] }).slots.map((s) => s.start)).toEqual([
      `${BOOK_DAY.date}T11:00:00${BOOK_DAY.offset}`,
      `${BOOK_DAY.date}T11:30:00${BOOK_DAY.offset}`,
      `${BOOK_DAY.date}T12:30:00${BOOK_DAY.offset}`,
      `${BOOK_DAY.date}T13:00:00${BOOK_DAY.offset}`,
    ]);
  });

  it('refuses a booking that overlaps an existing event, and offers to list free slots', async () => {
    const before = (await radicale.listEvents()).length;
    const { step, body } = await callCalendar(agentId, {
      action: 'book', title: 'Overlap', start: `${LIST_DAY.date}T10:30:00${LIST_DAY.offset}`, end: `${LIST_DAY.date}T11:30:00${LIST_DAY.offset}`, attendeeEmail: 'bo@example.com',
    });
    expect(step.status).toBe('error');
    expect(step.error).toMatch(/^That time is already taken: it overlaps another event in the calendar\. Nothing was booked: offer to list the free slots \(action "list_free_slots"\)/);
    expect(body.output).toBe('Done.');
    expect(await radicale.listEvents()).toHaveLength(before);
  });

  it('refuses times outside working hours, in the past, or without an explicit offset', async () => {
    const late = await callCalendar(agentId, { action: 'book', title: 'Late', start: `${BOOK_DAY.date}T17:00:00${BOOK_DAY.offset}`, end: `${BOOK_DAY.date}T17:30:00${BOOK_DAY.offset}`, attendeeEmail: 'late@example.com' });
    expect(late.step.error).toMatch(/^That time is outside working hours \(09:00-17:00, Europe\/Madrid\)\. Nothing was booked/);
    const yesterday = dayAhead(-1);
    const past = await callCalendar(agentId, { action: 'book', title: 'Past', start: `${yesterday.date}T10:00:00${yesterday.offset}`, end: `${yesterday.date}T10:30:00${yesterday.offset}`, attendeeEmail: 'past@example.com' });
    expect(past.step.error).toMatch(/^That time is in the past/);
    const floating = await callCalendar(agentId, { action: 'book', title: 'Floating', start: `${BOOK_DAY.date}T10:00:00`, end: `${BOOK_DAY.date}T10:30:00`, attendeeEmail: 'f@example.com' });
    expect(floating.step.error).toMatch(/^"start" must be an ISO date-time with its time zone offset or Z/);
    const badEmail = await callCalendar(agentId, { action: 'book', title: 'Bad', start: `${BOOK_DAY.date}T10:00:00Z`, end: `${BOOK_DAY.date}T10:30:00Z`, attendeeEmail: 'not-an-email' });
    expect(badEmail.step.error).toMatch(/attendeeEmail/);
    const tooLong = await callCalendar(agentId, { action: 'list_free_slots', from: LIST_DAY.date, to: dayAhead(60).date });
    expect(tooLong.step.error).toBe('At most 31 days can be searched at once; ask about a shorter range.');
    expect((await radicale.listEvents()).join('')).not.toMatch(/SUMMARY:(Late|Past|Floating|Bad)/);
  });

  it('two concurrent bookings of one slot: exactly one succeeds (two app processes on a server database)', async () => {
    // On PostgreSQL a second app joins the same database, like a second web process: only the
    // advisory lock can keep the two apart. PGlite is one process: both calls go through it.
    const second = t.databaseUrl ? await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true' }, { joinDatabaseUrl: t.databaseUrl }) : null;
    try {
      const snapshot: AgentSnapshot = {
        name: 'Booking Bot', systemPrompt: null, rules: null, fallbackMessage: null, starters: [], companyInfo: null, defaultLanguage: 'en', modelProvider: 'other', modelName: 'fake-model',
        modelSettings: { temperature: 0.3, topP: 1, maxTokens: 500 },
        enabledTools: enabledTools.parse({ calendar: true }),
        toolConfigs: storeToolConfigs(secretBox(t.deps.secret), { calendar: calendarConfig() }, undefined),
        projectTools: [], datasetId: null,
      };
      const toolOf = (deps: AppDeps): AgentTool => {
        const ctx: ToolRunContext = { deps, projectId, agentId, agentVersionId: null, conversationId: null, sessionId: null, channel: 'test', isTest: true, userData: null, visitorMessages: [], instanceSmtp: null, actions: { recordLead } };
        const tool = calendarTool.build(snapshot, ctx);
        if (!tool) throw new Error('calendar tool not built');
        return tool;
      };
      const tools = [toolOf(t.deps), toolOf(second?.deps ?? t.deps)];
      const start = `${RACE_DAY.date}T15:00:00${RACE_DAY.offset}`;
      const end = `${RACE_DAY.date}T15:30:00${RACE_DAY.offset}`;
      const attempts = await Promise.allSettled(
        [0, 1, 2, 3].map((i) => tools[i % 2].execute({ action: 'book', title: `Race ${i}`, start, end, attendeeEmail: `racer${i}@example.com` }, { signal: new AbortController().signal })),
      );
      expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      for (const a of attempts.filter((x): x is PromiseRejectedResult => x.status === 'rejected')) expect(String(a.reason)).toMatch(/already taken/);
      const stored = (await radicale.listEvents()).filter((ics) => /SUMMARY:Race \d/.test(ics));
      expect(stored).toHaveLength(1);
    } finally {
      await second?.close();
    }
  });

  it('a wrong password gives a readable error and the turn completes; the password is never shown', async () => {
    const wrong = await calendarAgent({ password: 'not-the-password' });
    const { step, body, raw } = await callCalendar(wrong, { action: 'list_free_slots', from: LIST_DAY.date, to: LIST_DAY.date });
    expect(step.status).toBe('error');
    expect(step.error).toBe("The calendar server rejected the username or password (401) while reading events. Check them in the agent's Calendar settings.");
    expect(body.output).toBe('Done.');

    const shown = await owner.get(`/api/agents/${agentId}`);
    expect(shown.json().toolConfigs.calendar).toMatchObject({ url: radicale.calendarUrl, username: radicale.username, password: SECRET_MASK, passwordSet: true, timeZone: ZONE });
    const runs = JSON.stringify(await t.deps.db.select().from(agentRuns));
    for (const text of [shown.body, raw, runs, JSON.stringify(llm.requests)]) {
      expect(text).not.toContain(radicale.password);
      expect(text).not.toContain('not-the-password');
    }
  });

  it('an unreachable calendar server gives a readable step error', async () => {
    const offline = await calendarAgent({ url: 'http://127.0.0.1:9/alice/calendar/' });
    const { step } = await callCalendar(offline, { action: 'list_free_slots', from: LIST_DAY.date, to: LIST_DAY.date });
    expect(step.error).toBe('The calendar server could not be reached: 127.0.0.1:9 refused the connection.');
  });
});
