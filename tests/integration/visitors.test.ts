import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatOnChannel } from '../../src/server/conversation/chat/index';
import { applyDataRetention } from '../../src/server/conversation/conversations/retention';
import { queryRows } from '../../src/server/db/client';
import { agentRuns, conversations, visitors } from '../../src/server/db/schema';
import { leads } from '../../src/server/db/tool-tables';
import { createAgent } from '../support/agents';
import { joinProject } from '../support/members';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 32, item 2 (docs/decisions/0054): one profile per visitor across channels, merged by a
// verified e-mail or phone or by the owner; the Visitors list, a visitor's page, CSV, deletion.
let t: TestApp;
let owner: SessionClient;
let stranger: SessionClient;
let projectId: string;
let agentId: string;
let versionId: string;
let secret: string;

const sign = (userId: string) => createHmac('sha256', secret).update(userId).digest('hex');
const base = () => `/api/projects/${projectId}/visitors`;
let sessions = 0;
const webChat = (identity: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: { message: 'Hello', sessionId: `visitors-web-${++sessions}`, channel: 'widget', identity } });
const onChannel = (channel: 'sms' | 'whatsapp' | 'telegram' | 'slack' | 'email', sender: string, extra: { visitor?: string; userData?: Record<string, unknown> } = {}) =>
  chatOnChannel(t.deps, { agentId, channel, sender, message: 'Hello there', ...extra });

async function visitorOfConversation(conversationId: string): Promise<string | null> {
  const [row] = await t.deps.db.select({ visitorId: conversations.visitorId }).from(conversations).where(eq(conversations.id, conversationId));
  return row?.visitorId ?? null;
}
async function conversationOfRun(runId: string | null): Promise<string> {
  const [row] = await t.deps.db.select({ id: agentRuns.conversationId }).from(agentRuns).where(eq(agentRuns.id, runId ?? ''));
  return row.id as string;
}
const search = async (query: string) => (await owner.get(`${base()}?${query}`)).json();

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open' }, { worker: false });
  owner = (await signUp(t.app)).client;
  stranger = (await signUp(t.app)).client;
  const created = await createAgent(owner, { websiteUrls: [], enabledTools: {}, toolConfigs: {} });
  agentId = created.agent.id;
  projectId = created.projectId;
  versionId = (await owner.post(`/api/agents/${agentId}/publish`, {})).json().id;
  secret = (await owner.post(`/api/agents/${agentId}/identity-secret`)).json().secret;
});
afterAll(async () => {
  await t.close();
});

describe('channel-identified visitors', () => {
  it('gets a visitor keyed by the channel id when a conversation opens, once, not per message', async () => {
    const first = await onChannel('sms', '+34600111222');
    const conversationId = await conversationOfRun(first?.turn.runId ?? null);
    const visitorId = await visitorOfConversation(conversationId);
    expect(visitorId).toEqual(expect.any(String));
    await onChannel('sms', '+34600111222');
    expect(await visitorOfConversation(conversationId)).toBe(visitorId);

    const page = await search('status=channel');
    const sms = page.visitors.find((v: { id: string }) => v.id === visitorId);
    expect(sms).toMatchObject({ status: 'channel', externalId: 'sms:+34600111222', phone: '+34600111222', channelIds: [{ channel: 'sms', externalId: '+34600111222' }], conversations: 1 });

    // a new conversation of the same number finds the same visitor
    await t.deps.db.update(conversations).set({ status: 'ended' }).where(eq(conversations.id, conversationId));
    const second = await onChannel('sms', '+34600111222');
    expect(await visitorOfConversation(await conversationOfRun(second?.turn.runId ?? null))).toBe(visitorId);
    const rows = await t.deps.db.select().from(visitors).where(eq(visitors.externalId, 'sms:+34600111222'));
    expect(rows).toHaveLength(1);
  });

  it('keys Slack by the user (not the thread) and skips Telegram groups', async () => {
    const slack = await onChannel('slack', 'D0AB12345:1700000000.000100', { visitor: 'U0AB12345', userData: { name: 'Grace Slack' } });
    const slackVisitor = await visitorOfConversation(await conversationOfRun(slack?.turn.runId ?? null));
    expect((await owner.get(`${base()}/${slackVisitor}`)).json()).toMatchObject({ name: 'Grace Slack', channelIds: [{ channel: 'slack', externalId: 'U0AB12345' }] });
    const group = await onChannel('telegram', '-100987654');
    expect(await visitorOfConversation(await conversationOfRun(group?.turn.runId ?? null))).toBeNull();
  });
});

describe('one profile', () => {
  it('merges channel visitors into a verified identity with the same e-mail or phone, and a later e-mail joins it directly', async () => {
    const wa = await onChannel('whatsapp', '34655000111');
    const waVisitor = await visitorOfConversation(await conversationOfRun(wa?.turn.runId ?? null));
    // an unsigned hint with the same phone merges with nothing
    expect((await webChat({ userId: 'u-ada', name: 'Ada', phone: '+34 655 000 111' })).statusCode).toBe(200);
    expect((await owner.get(`${base()}/${waVisitor}`)).json().status).toBe('channel');

    expect((await webChat({ userId: 'u-ada', name: 'Ada', email: 'Ada@Example.com', phone: '+34 655 000 111', signature: sign('u-ada') })).statusCode).toBe(200);
    expect((await owner.get(`${base()}/${waVisitor}`)).statusCode).toBe(404);
    const verified = (await search('status=verified&q=ada')).visitors;
    expect(verified).toHaveLength(1);
    const ada = verified[0];
    expect(ada).toMatchObject({ status: 'verified', externalId: 'u-ada', phone: '+34655000111', channelIds: [{ channel: 'whatsapp', externalId: '34655000111' }], conversations: 2 });

    const mail = await onChannel('email', 'ada@example.com');
    expect(await visitorOfConversation(await conversationOfRun(mail?.turn.runId ?? null))).toBe(ada.id);
    const page = (await owner.get(`${base()}/${ada.id}`)).json();
    expect(page.channelIds.map((c: { channel: string }) => c.channel).sort()).toEqual(['email', 'whatsapp']);
    expect(page.conversationsList.map((c: { channel: string }) => c.channel).sort()).toEqual(['email', 'whatsapp', 'widget']);
    // the hint stayed a hint of its own
    expect((await search('status=unverified&q=u-ada')).visitors).toHaveLength(1);
  });

  it('links two visitors by hand: every conversation of both, and the moved channel id finds the merged profile', async () => {
    const tg = await onChannel('telegram', '4242');
    const tgVisitor = await visitorOfConversation(await conversationOfRun(tg?.turn.runId ?? null));
    const slack = (await search('q=u0ab12345')).visitors[0];
    const linked = await owner.post(`${base()}/${slack.id}/link`, { visitorId: tgVisitor });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().channelIds.map((c: { channel: string }) => c.channel).sort()).toEqual(['slack', 'telegram']);
    expect(linked.json().conversationsList).toHaveLength(2);
    expect((await owner.get(`${base()}/${tgVisitor}`)).statusCode).toBe(404);

    const again = await onChannel('telegram', '4242');
    await t.deps.db.update(conversations).set({ status: 'ended' }).where(eq(conversations.sessionId, 'telegram:4242'));
    expect(again).not.toBeNull();
    const next = await onChannel('telegram', '4242');
    expect(await visitorOfConversation(await conversationOfRun(next?.turn.runId ?? null))).toBe(slack.id);
  });

  it('never links an unverified hint with a verified visitor, nor a visitor with itself', async () => {
    const hint = (await search('status=unverified&q=u-ada')).visitors[0];
    const ada = (await search('status=verified&q=u-ada')).visitors[0];
    for (const [keep, gone] of [
      [ada.id, hint.id],
      [hint.id, ada.id],
    ]) {
      const res = await owner.post(`${base()}/${keep}/link`, { visitorId: gone });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'VISITOR_LINK_UNVERIFIED', message: expect.stringContaining('visitorId') });
    }
    expect((await owner.post(`${base()}/${ada.id}/link`, { visitorId: ada.id })).statusCode).toBe(400);
    expect((await owner.post(`${base()}/${ada.id}/link`, { visitorId: 'nope' })).statusCode).toBe(400);
  });
});

describe('the Visitors list', () => {
  it('searches by name, e-mail, user id and channel id (starts with), filters by channel, and pages by keyset', async () => {
    expect((await search('q=ADA@')).visitors.map((v: { externalId: string }) => v.externalId)).toEqual(['u-ada']);
    expect((await search('q=%2B3460011')).visitors.map((v: { externalId: string }) => v.externalId)).toEqual(['sms:+34600111222']);
    expect((await search('q=grace')).visitors).toHaveLength(1);
    expect((await search('q=%25')).visitors).toHaveLength(0);
    expect((await search('channel=email')).visitors.map((v: { externalId: string }) => v.externalId)).toEqual(['u-ada']);

    const all = (await search('limit=200')).visitors;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await search(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.visitors.map((v: { id: string }) => v.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((v: { id: string }) => v.id));
    const times = all.map((v: { lastSeenAt: string }) => v.lastSeenAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses bad input naming the field and the limit', async () => {
    const long = await owner.get(`${base()}?q=${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/q.*200/);
    expect((await owner.get(`${base()}?cursor=bogus`)).json().message).toMatch(/^cursor:/);
    expect((await owner.get(`${base()}?status=famous`)).statusCode).toBe(400);
  });

  it('exports CSV with formulas neutralised', async () => {
    await onChannel('slack', 'D0CSV:1700000000.000100', { visitor: 'U0CSV', userData: { name: '=HYPERLINK("http://evil")' } });
    const res = await owner.get(`${base()}/export.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(res.body).toContain('u-ada');
  });
});

describe('access', () => {
  it('answers another account 404, exactly as for an unknown visitor', async () => {
    const ada = (await search('status=verified&q=u-ada')).visitors[0];
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await stranger.get(base())).statusCode).toBe(404);
    expect((await stranger.get(`${base()}/export.csv`)).statusCode).toBe(404);
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['DELETE', '', undefined],
      ['POST', '/link', { visitorId: ada.id }],
    ] as const) {
      const real = await stranger.request(method, `${base()}/${ada.id}${suffix}`, body);
      const none = await stranger.request(method, `${base()}/${unknown}${suffix}`, body);
      expect(real.statusCode, method).toBe(404);
      expect(real.body).toBe(none.body);
    }
    // the owner's unknown id answers the same as the stranger's
    expect((await owner.get(`${base()}/${unknown}`)).statusCode).toBe(404);
  });

  it('lets a viewer read but not link or delete', async () => {
    const viewer = await joinProject(t.app, owner, projectId, 'viewer');
    const ada = (await search('status=verified&q=u-ada')).visitors[0];
    expect((await viewer.get(base())).statusCode).toBe(200);
    expect((await viewer.get(`${base()}/${ada.id}`)).statusCode).toBe(200);
    expect((await viewer.delete(`${base()}/${ada.id}`)).statusCode).toBe(403);
    const hint = (await search('status=unverified&q=u-ada')).visitors[0];
    expect((await viewer.post(`${base()}/${ada.id}/link`, { visitorId: hint.id })).statusCode).toBe(403);
    expect((await owner.get(`${base()}/${ada.id}`)).statusCode).toBe(200);
  });
});

describe('deletion', () => {
  it('deletes all of a visitor’s data in one go and says how much', async () => {
    const ada = (await owner.get(`${base()}/${(await search('status=verified&q=u-ada')).visitors[0].id}`)).json();
    const convIds: string[] = ada.conversationsList.map((c: { id: string }) => c.id);
    await t.deps.db.insert(leads).values({ projectId, agentId, conversationId: convIds[0], channel: 'widget', name: 'Ada', email: 'ada@example.com' });
    await t.deps.db.execute(sql`update agent_runs set rating = 'up' where id = (select id from agent_runs where conversation_id = ${convIds[1]}::uuid limit 1)`);
    const runs = await queryRows<{ n: string }>(t.deps.db, sql`select count(*) as n from agent_runs where conversation_id in (select id from conversations where visitor_id = ${ada.id}::uuid)`);
    const shown = (await owner.get(`${base()}/${ada.id}`)).json();
    expect(shown.leads).toHaveLength(1);
    expect(shown.feedback).toEqual([expect.objectContaining({ rating: 'up' })]);
    expect(shown.budgets).toEqual([expect.objectContaining({ agentId, messagesLast24h: Number(runs[0].n), messagesPerDayLimit: null })]);

    const res = await owner.delete(`${base()}/${ada.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().deleted).toEqual({ visitors: 1, conversations: 3, runs: Number(runs[0].n), leads: 1, feedback: 1, channelMessages: 0, channelIds: 2 });
    const left = await queryRows<{ c: string; r: string; l: string }>(
      t.deps.db,
      sql`select (select count(*) from conversations where id in (${sql.join(convIds.map((id) => sql`${id}::uuid`), sql`, `)})) as c,
        (select count(*) from agent_runs where conversation_id in (${sql.join(convIds.map((id) => sql`${id}::uuid`), sql`, `)})) as r,
        (select count(*) from leads where email = 'ada@example.com') as l`,
    );
    expect(Number(left[0].c)).toBe(0);
    expect(Number(left[0].r)).toBe(0);
    expect(Number(left[0].l)).toBe(0);
    expect((await owner.get(`${base()}/${ada.id}`)).statusCode).toBe(404);
    expect((await owner.delete(`${base()}/${ada.id}`)).statusCode).toBe(404);
  });
});

describe('data retention', () => {
  it('removes visitors left with no conversation after the retention period, and keeps the others', async () => {
    await owner.put('/api/settings', { dataRetention: '30d' });
    const old = new Date(Date.now() - 40 * 86_400_000);
    const [orphan] = await t.deps.db.insert(visitors).values({ projectId, kind: 'channel', externalId: 'sms:+10000000001', verified: false, firstSeenAt: old, lastSeenAt: old }).returning();
    const [recent] = await t.deps.db.insert(visitors).values({ projectId, kind: 'channel', externalId: 'sms:+10000000002', verified: false }).returning();
    const removed = await applyDataRetention(t.deps);
    expect(removed.visitors).toBe(1);
    const ids = (await t.deps.db.select({ id: visitors.id }).from(visitors)).map((r) => r.id);
    expect(ids).not.toContain(orphan.id);
    expect(ids).toContain(recent.id);
  });
});
