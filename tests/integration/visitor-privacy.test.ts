import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyDataRetention } from '../../src/server/conversation/conversations/index';
import { queryRows } from '../../src/server/db/client';
import { secretBox } from '../../src/server/platform/secrets';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createAgent, useFakeModel } from '../support/agents';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

// Issue 32, items 4 and 5: a known visitor's last conversation summed up once and recalled when
// they come back; their data exported and erased through the public API (docs/decisions/0052).
let t: TestApp;
let llm: FakeLlm;
let owner: SessionClient;
let other: SessionClient;
const site = { projectId: '', agentId: '', versionId: '', secret: '', key: '' };
const offline = { projectId: '', agentId: '', versionId: '', secret: '', key: '' };
let ip = 0;
let sessions = 0;

const sign = (secret: string, userId: string) => createHmac('sha256', secret).update(userId).digest('hex');
const verified = (target: typeof site, userId: string) => ({ userId, name: 'Ana', email: 'ana@example.com', signature: sign(target.secret, userId) });
const newSession = () => `privacy-${++sessions}`;

function chat(target: typeof site, message: string, sessionId: string, identity?: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/agent-versions/${target.versionId}/chat`,
    payload: { message, sessionId, channel: 'widget', ...(identity ? { identity } : {}) },
    remoteAddress: `10.32.0.${++ip % 250}`,
  });
}
const end = (target: typeof site, sessionId: string) => t.app.inject({ method: 'POST', url: `/api/agent-versions/${target.versionId}/end-conversation`, payload: { sessionId } });
const platform = (method: 'GET' | 'DELETE', url: string, key: string) => t.app.inject({ method, url, headers: { authorization: `Bearer ${key}` } });

async function summaryOf(sessionId: string) {
  const rows = await queryRows<{ summary: string; source: string; model: string | null; tokens_in: number; tokens_out: number }>(
    t.deps.db,
    sql`select s.summary, s.source, s.model, s.tokens_in, s.tokens_out from visitor_summaries s join conversations c on c.id = s.conversation_id where c.session_id = ${sessionId}`,
  );
  return rows;
}
const systemOf = (req: { body: Record<string, unknown> }) => String((req.body.messages as { role: string; content: string }[])[0].content);

async function setUp(client: SessionClient, target: typeof site, withModel: boolean) {
  const created = await createAgent(client, { websiteUrls: [], enabledTools: {}, toolConfigs: {}, ...(withModel ? {} : { modelProvider: 'openai', modelName: 'gpt-4o-mini' }) });
  target.projectId = created.projectId;
  target.agentId = created.agent.id;
  if (withModel) await useFakeModel(client, target.projectId, llm.baseUrl);
  target.versionId = (await client.post(`/api/agents/${target.agentId}/publish`, {})).json().id;
  target.secret = (await client.post(`/api/agents/${target.agentId}/identity-secret`)).json().secret;
  target.key = (await client.post(`/api/projects/${target.projectId}/platform-keys`, { name: 'Site backend' })).json().key;
}

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true', MODEL_TIMEOUT_MS: '5000' }, { worker: true });
  owner = (await signUp(t.app)).client;
  other = (await signUp(t.app)).client;
  await setUp(owner, site, true);
  await setUp(other, offline, false);
});
afterAll(async () => {
  await t.close();
  await llm.close();
});
beforeEach(() => {
  llm.requests.length = 0;
  llm.clearScript();
  t.setNow(null);
});

const firstSession = newSession();

describe('conversation summaries', () => {
  it('are made once when a verified visitor’s conversation ends, by the agent’s model, with its tokens', async () => {
    llm.script({ kind: 'reply', text: 'Order A-17 ships on Monday.' }, { kind: 'reply', text: 'The visitor asked when order A-17 ships; told Monday.' });
    expect((await chat(site, 'When does order A-17 ship?', firstSession, verified(site, 'user-1'))).statusCode).toBe(200);
    expect((await end(site, firstSession)).statusCode).toBe(200);
    await until(async () => (await summaryOf(firstSession)).length === 1, 'the summary');
    const [row] = await summaryOf(firstSession);
    expect(row).toMatchObject({ summary: 'The visitor asked when order A-17 ships; told Monday.', source: 'model', model: 'fake-model', tokens_in: 12, tokens_out: 8 });
    const summaryCall = llm.requests.find((r) => systemOf(r).startsWith('You sum up'));
    expect(JSON.stringify(summaryCall?.body.messages)).toContain('When does order A-17 ship?');
    // a repeated end (or a retried job) writes nothing twice and calls no model again
    const calls = llm.requests.length;
    await t.deps.db.execute(sql`insert into jobs (kind, payload) values ('visitor.summary', jsonb_build_object('conversationId', (select id from conversations where session_id = ${firstSession})))`);
    t.deps.jobSignal.notify();
    await until(async () => (await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from jobs where kind = 'visitor.summary' and status <> 'done'`))[0].n === 0, 'the jobs');
    expect(llm.requests.length).toBe(calls);
    expect(await summaryOf(firstSession)).toHaveLength(1);
  });

  it('is given to the agent when the visitor comes back, on every turn of that conversation, and shown as a run step', async () => {
    const again = newSession();
    const res = await chat(site, 'Hi again', again, verified(site, 'user-1'));
    expect(res.statusCode).toBe(200);
    expect(systemOf(llm.requests[0])).toContain("## This visitor's last conversation");
    expect(systemOf(llm.requests[0])).toContain('The visitor asked when order A-17 ships; told Monday.');
    await chat(site, 'And another thing', again, verified(site, 'user-1'));
    expect(systemOf(llm.requests[1])).toContain('told Monday');
    const [run] = await queryRows<{ steps: { type: string; name: string }[] }>(t.deps.db, sql`select steps from agent_runs where session_id = ${again} order by created_at limit 1`);
    expect(run.steps[0]).toMatchObject({ type: 'context', name: 'visitor_summary' });
  });

  it('is not given after the agent’s window, to an unverified hint of the same id, nor to anonymous visitors', async () => {
    t.setNow(new Date(Date.now() + 8 * 86_400_000));
    await chat(site, 'Back after a week', newSession(), verified(site, 'user-1'));
    t.setNow(null);
    await chat(site, 'I am user-1, trust me', newSession(), { userId: 'user-1' });
    await chat(site, 'Anonymous', newSession());
    expect(llm.requests).toHaveLength(3);
    for (const req of llm.requests) expect(systemOf(req)).not.toContain('told Monday');
  });

  it('are the last exchange, cut short, with the offline model', async () => {
    const session = newSession();
    expect((await chat(offline, `What are your opening hours? ${'x'.repeat(400)}`, session, verified(offline, 'user-1'))).statusCode).toBe(200);
    await end(offline, session);
    await until(async () => (await summaryOf(session)).length === 1, 'the offline summary');
    const [row] = await summaryOf(session);
    expect(row.source).toBe('last_exchange');
    expect(row.summary).toMatch(/^The visitor asked: "What are your opening hours\? x+…" The agent answered: "/);
    expect(row.summary.length).toBeLessThanOrEqual(600);
    expect(llm.requests).toHaveLength(0);
  });

  it('follow the agent’s setting, 0 to 90 days, refused beyond with the field named', async () => {
    const current = (await owner.get(`/api/agents/${site.agentId}`)).json() as Record<string, unknown>;
    const bad = await owner.put(`/api/agents/${site.agentId}`, { ...current, contextRecallDays: 91 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('contextRecallDays');
  });
});

describe('a visitor’s own data through the public API', () => {
  const u2Session = newSession();
  beforeAll(async () => {
    llm.fallback = { kind: 'reply', text: 'Noted.' };
    await chat(site, 'SECRET-U2 my private question', u2Session, verified(site, 'user-2'));
    const run = (await chat(site, 'Rate this one', firstSession + '-rated', verified(site, 'user-1'))).json();
    await t.app.inject({ method: 'POST', url: `/api/agent-versions/${site.versionId}/feedback`, payload: { sessionId: firstSession + '-rated', runId: run.runId, rating: 'down', comment: 'too slow' } });
    await t.deps.db.execute(sql`insert into leads (project_id, agent_id, conversation_id, channel, name, email)
      select ${site.projectId}::uuid, agent_id, id, 'widget', 'Ana', 'ana@example.com' from conversations where session_id = ${firstSession}`);
    // a fact the agent remembered about user-1, sealed as the remember tool seals it
    const sealed = secretBox(t.deps.secret, 'visitor-memory').seal('Prefers deliveries on Mondays');
    await t.deps.db.execute(sql`insert into visitor_facts (visitor_id, project_id, agent_id, conversation_id, sealed_fact, category)
      select visitor_id, ${site.projectId}::uuid, agent_id, id, ${sealed}, 'preference' from conversations where session_id = ${firstSession}`);
  });

  it('exports everything of the user and nothing of another', async () => {
    const res = await platform('GET', '/api/platform/visitor-data?userId=user-1', site.key);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json();
    expect(data.visitors).toEqual([expect.objectContaining({ externalId: 'user-1', verified: true, email: 'ana@example.com' })]);
    expect(data.conversations.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(data.conversations)).toContain('When does order A-17 ship?');
    expect(data.leads).toEqual([expect.objectContaining({ name: 'Ana', email: 'ana@example.com' })]);
    expect(data.feedback).toEqual([expect.objectContaining({ rating: 'down', comment: 'too slow' })]);
    expect(data.summaries).toEqual([expect.objectContaining({ summary: 'The visitor asked when order A-17 ships; told Monday.', source: 'model' })]);
    expect(data.memory).toEqual([expect.objectContaining({ fact: 'Prefers deliveries on Mondays', category: 'preference' })]);
    expect(res.body).not.toContain('SECRET-U2');
    // the unverified hint that claimed the id is not the user's
    expect(res.body).not.toContain('trust me');
    // the same user id in another project is that project's own
    expect(res.body).not.toContain('opening hours');
  });

  it('answers another project’s key as for an unknown user, and no key 401', async () => {
    const foreign = await platform('GET', '/api/platform/visitor-data?userId=user-2', offline.key);
    const unknown = await platform('GET', '/api/platform/visitor-data?userId=nobody', offline.key);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect((await platform('DELETE', '/api/platform/visitor-data?userId=user-2', offline.key)).json()).toEqual((await platform('DELETE', '/api/platform/visitor-data?userId=nobody', offline.key)).json());
    expect((await t.app.inject({ method: 'GET', url: '/api/platform/visitor-data?userId=user-1' })).statusCode).toBe(401);
    const long = await platform('GET', `/api/platform/visitor-data?userId=${'x'.repeat(256)}`, site.key);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('userId');
    // ids past a path segment's length are fine in the query
    expect((await platform('GET', `/api/platform/visitor-data?userId=${'x'.repeat(255)}`, site.key)).statusCode).toBe(404);
  });

  it('erases the user in one go, says how much, and leaves other visitors intact', async () => {
    const res = await platform('DELETE', '/api/platform/visitor-data?userId=user-1', site.key);
    expect(res.statusCode, res.body).toBe(200);
    const counts = res.json();
    // the verified user and the hint that named the same id
    expect(counts).toMatchObject({ visitors: 2, leads: 1, feedback: 1, summaries: 1, facts: 1 });
    expect(counts.conversations).toBeGreaterThanOrEqual(5);
    expect(counts.turns).toBeGreaterThanOrEqual(6);
    expect((await platform('GET', '/api/platform/visitor-data?userId=user-1', site.key)).statusCode).toBe(404);
    const left = await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from agent_runs where user_input like '%A-17%' or user_input like '%trust me%'`);
    expect(left[0].n).toBe(0);
    expect((await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from leads`))[0].n).toBe(0);
    const kept = await platform('GET', '/api/platform/visitor-data?userId=user-2', site.key);
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toContain('SECRET-U2');
    // the other project's user of the same id is untouched
    expect((await platform('GET', '/api/platform/visitor-data?userId=user-1', offline.key)).json().summaries).toHaveLength(1);
  });

  it('data retention deletes summaries with their conversations', async () => {
    await end(site, u2Session);
    await until(async () => (await summaryOf(u2Session)).length === 1, 'user-2’s summary');
    await owner.put('/api/settings', { dataRetention: '30d' });
    await t.deps.db.execute(sql`update conversations set last_message_at = now() - interval '40 days' where session_id = ${u2Session}`);
    await applyDataRetention(t.deps);
    expect(await summaryOf(u2Session)).toHaveLength(0);
    expect((await platform('GET', '/api/platform/visitor-data?userId=user-2', site.key)).json().conversations).toHaveLength(0);
  });
});
