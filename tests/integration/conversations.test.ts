import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentRuns } from '../../src/server/db/schema';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';

let t: TestApp;
let llm: FakeLlm;
let owner: SessionClient;
let intruder: SessionClient;
let projectId: string;
let agentA: string;
let agentB: string;
let versionA: { id: string; version: string };
let versionB: { id: string; version: string };
/** conversation ids by session */
const conv: Record<string, string> = {};

const plainAgent = { ...sampleAgent, websiteUrls: [], enabledTools: {}, toolConfigs: {} };
const leadAgent = { ...plainAgent, name: 'Agent A', enabledTools: { captureLead: true }, toolConfigs: { captureLead: { fields: [] } } };

type Summary = { id: string; agentName: string; version: string | null; channel: string; status: string; turns: number; preview: string; tokens: number; cost: number; errors: number; ratingsUp: number; ratingsDown: number; hasLead: boolean; visitor: unknown };
type Turn = {
  runId: string;
  userInput: string;
  agentOutput: string | null;
  status: string;
  steps: { type: string; name: string; status?: string }[];
  tokensIn: number;
  tokensOut: number;
  cost: number;
  latency: number | null;
  rating: string | null;
  ratingComment: string | null;
  ratedAt: string | null;
};
type Run = { id: string; conversationId: string | null; channel: string; agentId: string; isTest: boolean };

let ipCounter = 0;
async function chat(versionId: string, sessionId: string, message: string, channel = 'chat', userData?: Record<string, string>) {
  ipCounter += 1;
  const res = await t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: { message, sessionId, channel, userData }, remoteAddress: `10.9.0.${ipCounter}` });
  return res;
}

async function list(query = ''): Promise<{ conversations: Summary[]; nextCursor: string | null }> {
  const res = await owner.get(`/api/projects/${projectId}/conversations${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const ids = async (query = '') => (await list(query)).conversations.map((c) => c.id);

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '3000' });
  owner = (await signUp(t.app)).client;
  intruder = (await signUp(t.app)).client;
  ({ projectId, agent: { id: agentA } } = await createAgent(owner, leadAgent));
  agentB = (await createAgent(owner, { ...plainAgent, name: 'Agent B' })).agent.id;
  await useFakeModel(owner, projectId, llm.baseUrl);
  versionA = (await owner.post(`/api/agents/${agentA}/publish`)).json();
  versionB = (await owner.post(`/api/agents/${agentB}/publish`)).json();

  t.setNow(new Date('2025-03-01T10:00:00Z'));
  llm.script({ kind: 'tool', name: 'capture_lead', args: { name: 'Ada Lovelace', email: 'ada@example.com' } }, { kind: 'reply', text: 'Saved, thank you.' });
  expect((await chat(versionA.id, 's-lead', 'Please call me back about the engine', 'chat', { name: 'Ada' })).statusCode).toBe(200);
  t.setNow(new Date('2025-03-01T10:05:00Z'));
  expect((await chat(versionA.id, 's-lead', 'What about pricing?')).statusCode).toBe(200);

  t.setNow(new Date('2025-03-02T09:00:00Z'));
  expect((await chat(versionA.id, 's-widget', 'Do you ship zebras to Lisbon?', 'widget')).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionA.id}/end-conversation`, payload: { sessionId: 's-widget' } })).statusCode).toBe(200);

  t.setNow(new Date('2025-03-03T09:00:00Z'));
  expect((await chat(versionB.id, 's-formula', '=HYPERLINK("http://evil.example","x")', 'demo')).statusCode).toBe(200);
  llm.script({ kind: 'status', status: 400, body: { error: { message: 'bad request' } } });
  t.setNow(new Date('2025-03-03T09:01:00Z'));
  expect((await chat(versionB.id, 's-formula', 'Are you there?', 'demo')).statusCode).toBe(502);

  t.setNow(new Date('2025-03-04T09:00:00Z'));
  expect((await chat(versionB.id, 'test_agent_1', 'Testing the published version', 'chat')).statusCode).toBe(200);
  t.setNow(new Date('2025-03-04T09:30:00Z'));
  expect((await owner.post(`/api/agents/${agentB}/test`, { input: 'A console question' })).statusCode).toBe(200);
  t.setNow(null);

  for (const row of await t.deps.db.select({ id: agentRuns.conversationId, sessionId: agentRuns.sessionId }).from(agentRuns)) {
    if (row.id && row.sessionId) conv[row.sessionId] = row.id;
  }

  // visitors' feedback: the lead's first reply was helpful, the demo's first one was not
  const runOf = async (userInput: string) => (await t.deps.db.select({ id: agentRuns.id }).from(agentRuns).where(eq(agentRuns.userInput, userInput)))[0].id;
  const rate = (versionId: string, sessionId: string, runId: string, rating: string, comment?: string) =>
    t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/feedback`, payload: { sessionId, runId, rating, comment } });
  expect((await rate(versionA.id, 's-lead', await runOf('Please call me back about the engine'), 'up', 'Quick and kind')).statusCode).toBe(200);
  expect((await rate(versionB.id, 's-formula', await runOf('=HYPERLINK("http://evil.example","x")'), 'down')).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await llm?.close();
});

describe('the Conversations list', () => {
  it('lists every conversation, latest message first, with its aggregates', async () => {
    const page = await list();
    expect(page.conversations.map((c) => c.id)).toEqual([conv['test_agent_1'], conv['s-formula'], conv['s-widget'], conv['s-lead']]);
    expect(page.nextCursor).toBeNull();
    const lead = page.conversations.find((c) => c.id === conv['s-lead']);
    expect(lead).toMatchObject({ agentName: 'Agent A', version: versionA.version, channel: 'chat', status: 'active', turns: 2, preview: 'Please call me back about the engine', errors: 0, ratingsUp: 1, ratingsDown: 0, hasLead: true, visitor: { name: 'Ada' } });
    expect(lead?.tokens).toBeGreaterThan(0);
    expect(lead?.cost).toBeGreaterThanOrEqual(0);
    expect(page.conversations.find((c) => c.id === conv['s-formula'])).toMatchObject({ agentName: 'Agent B', channel: 'demo', turns: 2, errors: 1, ratingsUp: 0, ratingsDown: 1, hasLead: false });
    expect(page.conversations.find((c) => c.id === conv['s-widget'])).toMatchObject({ ratingsUp: 0, ratingsDown: 0 });
    expect(page.conversations.find((c) => c.id === conv['test_agent_1'])).toMatchObject({ channel: 'test' });
  });

  it('filters by agent, version, channel, status, dates (whole days) and lead', async () => {
    expect(await ids(`?agentId=${agentB}`)).toEqual([conv['test_agent_1'], conv['s-formula']]);
    expect(await ids(`?versionId=${versionA.id}`)).toEqual([conv['s-widget'], conv['s-lead']]);
    expect(await ids('?channel=widget')).toEqual([conv['s-widget']]);
    expect(await ids('?channel=test')).toEqual([conv['test_agent_1']]);
    expect(await ids('?status=ended')).toEqual([conv['s-widget']]);
    expect(await ids('?status=active')).not.toContain(conv['s-widget']);
    expect(await ids('?from=2025-03-02&to=2025-03-03')).toEqual([conv['s-formula'], conv['s-widget']]);
    expect(await ids('?hasLead=true')).toEqual([conv['s-lead']]);
    expect(await ids('?hasLead=false')).toEqual([conv['test_agent_1'], conv['s-formula'], conv['s-widget']]);
    expect((await owner.get(`/api/projects/${projectId}/conversations?channel=fax`)).statusCode).toBe(400);
  });

  it("filters by the visitors' ratings", async () => {
    expect(await ids('?rating=up')).toEqual([conv['s-lead']]);
    expect(await ids('?rating=down')).toEqual([conv['s-formula']]);
    expect(await ids('?rating=any')).toEqual([conv['s-formula'], conv['s-lead']]);
    expect(await ids(`?rating=up&agentId=${agentB}`)).toEqual([]);
    const bad = await owner.get(`/api/projects/${projectId}/conversations?rating=meh`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/rating: Use 'up', 'down' or 'any'/);
  });

  it('searches the visitor and agent messages', async () => {
    expect(await ids('?q=zebras')).toEqual([conv['s-widget']]);
    expect(await ids('?q=pricing')).toEqual([conv['s-lead']]);
    // the agent's answer is searched too
    expect(await ids(`?q=${encodeURIComponent('"thank you"')}`)).toEqual([conv['s-lead']]);
    expect(await ids('?q=platypus')).toEqual([]);
  });

  it('pages with a cursor and refuses a forged one', async () => {
    const first = await list('?limit=3');
    expect(first.conversations).toHaveLength(3);
    const second = await list(`?limit=3&cursor=${first.nextCursor}`);
    expect(second.conversations.map((c) => c.id)).toEqual([conv['s-lead']]);
    expect(second.nextCursor).toBeNull();
    const bad = await owner.get(`/api/projects/${projectId}/conversations?cursor=bm9wZQ`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/cursor/);
  });
});

describe('a conversation', () => {
  it('has its full transcript, oldest turn first, with the tool step', async () => {
    const res = await owner.get(`/api/conversations/${conv['s-lead']}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Summary & { transcript: Turn[] };
    expect(body).toMatchObject({ id: conv['s-lead'], turns: 2, hasLead: true });
    expect(body.transcript.map((x) => x.userInput)).toEqual(['Please call me back about the engine', 'What about pricing?']);
    const [first, second] = body.transcript;
    expect(first).toMatchObject({ agentOutput: 'Saved, thank you.', status: 'completed' });
    expect(first.steps).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'tool', name: 'capture_lead', status: 'success' })]));
    expect(first.tokensIn).toBeGreaterThan(0);
    expect(first.tokensOut).toBeGreaterThan(0);
    expect(typeof first.latency).toBe('number');
    expect(second.agentOutput).toContain('What about pricing?');
    expect(first).toMatchObject({ rating: 'up', ratingComment: 'Quick and kind', ratedAt: expect.any(String) });
    expect(second).toMatchObject({ rating: null, ratingComment: null, ratedAt: null });

    const failed = (await owner.get(`/api/conversations/${conv['s-formula']}`)).json() as { transcript: Turn[] & { error: string | null }[] };
    expect(failed.transcript[1]).toMatchObject({ status: 'error' });
    expect(failed.transcript[1].error).toBeTruthy();
  });
});

describe('the export', () => {
  it('streams CSV, a row per turn, formulas neutralised', async () => {
    const res = await owner.get(`/api/projects/${projectId}/conversations/export?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="conversations-${new Date().toISOString().slice(0, 10)}.csv"`);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('conversation_id,started_at,agent,version,channel,session_id,turn_at,visitor_message,agent_answer,status,tokens,cost,latency_ms,rating,rating_comment');
    expect(lines).toHaveLength(1 + 6);
    expect(lines.find((l) => l.includes('Please call me back'))).toMatch(/,up,Quick and kind$/);
    expect(lines.find((l) => l.includes('What about pricing?'))).toMatch(/,,$/);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines.filter((l) => l.startsWith(conv['s-lead']))).toHaveLength(2);

    const filtered = await owner.get(`/api/projects/${projectId}/conversations/export?format=csv&agentId=${agentA}&q=zebras`);
    expect(filtered.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    const rated = await owner.get(`/api/projects/${projectId}/conversations/export?format=csv&rating=down`);
    expect(rated.body.split('\r\n').filter(Boolean)).toHaveLength(1 + 2);
  });

  it('streams JSON conversations with their transcripts', async () => {
    const res = await owner.get(`/api/projects/${projectId}/conversations/export?format=json&agentId=${agentA}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="conversations-\d{4}-\d{2}-\d{2}\.json"/);
    const body = res.json() as (Summary & { transcript: Turn[] })[];
    expect(body.map((c) => c.id)).toEqual([conv['s-widget'], conv['s-lead']]);
    expect(body[1].transcript).toHaveLength(2);
    expect(body[1].transcript[0]).toMatchObject({ rating: 'up', ratingComment: 'Quick and kind' });
  });

  it('refuses another format, naming it', async () => {
    const res = await owner.get(`/api/projects/${projectId}/conversations/export?format=xml`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/format/);
  });
});

describe('the runs list', () => {
  const runsOf = async (query = ''): Promise<{ runs: Run[]; nextCursor: string | null }> => {
    const res = await owner.get(`/api/projects/${projectId}/runs${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('lists the runs newest first, filtered by agent and channel', async () => {
    const all = (await runsOf()).runs;
    expect(all.length).toBeGreaterThanOrEqual(7);
    expect(all[0]).toMatchObject({ agentId: agentB, channel: 'test', conversationId: null, isTest: true });
    expect((await runsOf(`?agentId=${agentA}`)).runs.every((r) => r.agentId === agentA)).toBe(true);
    expect((await runsOf(`?agentId=${agentA}`)).runs).toHaveLength(3);
    expect((await runsOf('?channel=widget')).runs.map((r) => r.conversationId)).toEqual([conv['s-widget']]);
    expect((await runsOf('?channel=test')).runs).toHaveLength(2);
  });

  it('pages with a cursor through every run once', async () => {
    const all = (await runsOf()).runs.map((r) => r.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { runs: Run[]; nextCursor: string | null } = await runsOf(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.runs.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });
});

describe('ownership and delete', () => {
  it('answers 404 to another user on every route', async () => {
    const id = conv['s-lead'];
    expect((await intruder.get(`/api/projects/${projectId}/conversations`)).statusCode).toBe(404);
    expect((await intruder.get(`/api/projects/${projectId}/conversations?rating=any`)).statusCode).toBe(404);
    expect((await intruder.get(`/api/projects/${projectId}/conversations/export?format=csv`)).statusCode).toBe(404);
    expect((await intruder.get(`/api/projects/${projectId}/conversations/export?format=json`)).statusCode).toBe(404);
    expect((await intruder.get(`/api/projects/${projectId}/runs`)).statusCode).toBe(404);
    expect((await intruder.get(`/api/conversations/${id}`)).statusCode).toBe(404);
    expect((await intruder.delete(`/api/conversations/${id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/conversations/${id}`)).statusCode).toBe(200);
  });

  it('deletes a conversation with its runs', async () => {
    const id = conv['s-widget'];
    expect((await owner.delete(`/api/conversations/${id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/conversations/${id}`)).statusCode).toBe(404);
    expect(await t.deps.db.select({ id: agentRuns.id }).from(agentRuns).where(eq(agentRuns.sessionId, 's-widget'))).toEqual([]);
    expect(await ids()).not.toContain(id);
    expect((await owner.delete(`/api/conversations/${id}`)).statusCode).toBe(404);
  });
});
