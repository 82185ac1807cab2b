import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { agentRuns, conversations } from '../../src/server/db/schema';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { SessionClient, signUp } from '../support/session-client';
import { createAgent, useFakeModel } from '../support/agents';

let t: TestApp;
let llm: FakeLlm;
let owner: SessionClient;
let intruder: SessionClient;
let agentId: string;
let versionId: string;
let ipCounter = 0;

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '1500' });
  owner = (await signUp(t.app)).client; // the admin: no monthly run limit
  intruder = (await signUp(t.app)).client;
  const created = await createAgent(owner);
  agentId = created.agent.id;
  await useFakeModel(owner, created.projectId, llm.baseUrl);
  versionId = (await owner.post(`/api/agents/${agentId}/publish`)).json().id;
});
afterAll(async () => {
  await t.close();
  await llm.close();
});
beforeEach(() => {
  llm.requests.length = 0;
});

/** Each test chats from its own address so the per-IP limit of one test never touches another. */
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function chat(id: string, body: Record<string, unknown>, opts: { ip?: string; stream?: boolean } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/agent-versions/${id}/chat`,
    payload: body,
    remoteAddress: opts.ip ?? nextIp(),
    headers: opts.stream ? { accept: 'text/event-stream' } : {},
  });
}

function parseSse(body: string) {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({ event: /^event: (.*)$/m.exec(block)?.[1], data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as Record<string, unknown> }));
}

const sessionOf = (prefix = 'session') => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe('public chat with a version', () => {
  it('answers, and stores the conversation and the run before replying', async () => {
    llm.script({ kind: 'reply', text: 'We open at nine.' });
    const sessionId = sessionOf();
    const res = await chat(versionId, { message: '  When do you open?  ', sessionId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'We open at nine.', response: 'We open at nine.', isConversationFinished: false, sessionId, sources: [], runId: expect.any(String), withPerson: false, identity: null });

    const [conv] = await t.deps.db.select().from(conversations).where(eq(conversations.sessionId, sessionId));
    expect(conv).toMatchObject({ agentId, agentVersionId: versionId, channel: 'chat', status: 'active', isTest: false });
    const runs = await t.deps.db.select().from(agentRuns).where(eq(agentRuns.sessionId, sessionId));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ id: res.json().runId, conversationId: conv.id, agentVersionId: versionId, channel: 'chat', isTest: false, userInput: 'When do you open?', agentOutput: 'We open at nine.', status: 'completed' });
  });

  it('answers with the published snapshot, not the edited agent', async () => {
    await owner.put(`/api/agents/${agentId}`, { systemPrompt: 'You are an EDITED draft.' });
    await chat(versionId, { message: 'hi', sessionId: sessionOf() });
    const system = (llm.requests[0].body.messages as { role: string; content: string }[])[0].content;
    expect(system).toContain('You are Support Bot');
    expect(system).not.toContain('EDITED');
  });

  it('records the page as the channel, and test_agent_ sessions as tests', async () => {
    for (const [channel, sessionId, expected] of [
      ['demo', sessionOf('demo'), { channel: 'demo', isTest: false }],
      ['widget', sessionOf('w'), { channel: 'widget', isTest: false }],
      ['widget', sessionOf('test_agent_'), { channel: 'test', isTest: true }],
    ] as const) {
      expect((await chat(versionId, { message: 'hello', sessionId, channel })).statusCode).toBe(200);
      const [run] = await t.deps.db.select().from(agentRuns).where(eq(agentRuns.sessionId, sessionId));
      expect(run, sessionId).toMatchObject(expected);
      const [conv] = await t.deps.db.select().from(conversations).where(eq(conversations.sessionId, sessionId));
      expect(conv).toMatchObject(expected);
    }
  });

  it('streams the reply as Server-Sent Events', async () => {
    llm.script({ kind: 'reply', text: 'Streaming to the visitor works.' });
    const res = await chat(versionId, { message: 'stream', sessionId: sessionOf() }, { stream: true });
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(res.body);
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((d) => d.data.text).join('')).toBe('Streaming to the visitor works.');
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { message: 'Streaming to the visitor works.', isConversationFinished: false } });
    const [run] = await t.deps.db.select({ id: agentRuns.id }).from(agentRuns).where(eq(agentRuns.agentOutput, 'Streaming to the visitor works.'));
    expect(events.at(-1)?.data.runId).toBe(run.id);
  });

  it('keeps only the last 10 prior messages whatever the client sends', async () => {
    const messages = Array.from({ length: 30 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `message ${i}` }));
    expect((await chat(versionId, { message: 'the new one', sessionId: sessionOf(), messages })).statusCode).toBe(200);
    const sent = (llm.requests[0].body.messages as { role: string; content: string }[]).filter((m) => m.role !== 'system');
    expect(sent).toHaveLength(11);
    expect(sent.map((m) => m.content)).toEqual([...messages.slice(-10).map((m) => m.content), 'the new one']);
  });

  it('refuses empty and over-long messages with a 400 naming the field', async () => {
    for (const message of ['   ', 'x'.repeat(4001)]) {
      const res = await chat(versionId, { message, sessionId: sessionOf() });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^message: /);
    }
    expect((await chat(versionId, { message: 'x'.repeat(4000), sessionId: sessionOf() })).statusCode).toBe(200);
    expect((await chat(versionId, { message: 'hi' })).json().message).toMatch(/^sessionId: /);
  });

  it('answers 404 for hidden and unknown versions, and stores nothing', async () => {
    const other = (await owner.post(`/api/agents/${agentId}/publish`, { makeActive: false })).json();
    await owner.patch(`/api/agent-versions/${other.id}/visibility`, { isPublic: false });
    const sessionId = sessionOf();
    for (const id of [other.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await chat(id, { message: 'hi', sessionId });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Agent not found', code: 'NOT_FOUND' });
      expect((await t.app.inject({ method: 'POST', url: `/api/agent-versions/${id}/end-conversation`, payload: { sessionId } })).statusCode).toBe(404);
    }
    expect(llm.requests).toHaveLength(0);
    expect(await t.deps.db.select().from(conversations).where(eq(conversations.sessionId, sessionId))).toHaveLength(0);
  });

  it('tells the visitor plainly when the model fails, keeping the details for the owner', async () => {
    llm.fallback = { kind: 'status', status: 401 };
    try {
      const sessionId = sessionOf();
      const res = await chat(versionId, { message: 'hello?', sessionId });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: 'The assistant could not answer right now. Please try again in a moment.', code: 'PROVIDER_AUTH' });
      const [run] = await t.deps.db.select().from(agentRuns).where(eq(agentRuns.sessionId, sessionId));
      expect(run.status).toBe('error');
      expect(run.error).toMatch(/rejected the API key/);

      const streamed = parseSse((await chat(versionId, { message: 'again?', sessionId }, { stream: true })).body);
      expect(streamed.at(-1)).toMatchObject({ event: 'error', data: { code: 'PROVIDER_AUTH' } });
    } finally {
      llm.fallback = null;
    }
  });
});

describe('rate limits', () => {
  it('limits one conversation to 10 messages a minute with Retry-After', async () => {
    const sessionId = sessionOf();
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await chat(versionId, { message: `m${i}`, sessionId }, { ip })).statusCode).toBe(200);
    const res = await chat(versionId, { message: 'one more', sessionId }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(res.json().message).toMatch(/Too many messages\. Wait \d+ seconds/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(llm.requests).toHaveLength(10);

    // the window passes
    t.setNow(new Date(Date.now() + 61_000));
    try {
      expect((await chat(versionId, { message: 'later', sessionId }, { ip })).statusCode).toBe(200);
    } finally {
      t.setNow(null);
    }
  });

  it('limits one visitor address to 30 messages a minute across conversations', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) expect((await chat(versionId, { message: 'hi', sessionId: sessionOf() }, { ip })).statusCode).toBe(200);
    const res = await chat(versionId, { message: 'hi', sessionId: sessionOf() }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await chat(versionId, { message: 'hi', sessionId: sessionOf() })).statusCode).toBe(200);
  });
});

describe('the monthly run limit of the owner plan', () => {
  it('answers politely without calling the model once a free owner used 100 runs this month', async () => {
    const free = (await signUp(t.app)).client;
    const created = await createAgent(free, { defaultLanguage: 'es' });
    await useFakeModel(free, created.projectId, llm.baseUrl);
    const vid = (await free.post(`/api/agents/${created.agent.id}/publish`)).json().id;
    const run = { agentId: created.agent.id, channel: 'chat', userInput: 'old', status: 'completed' };
    // test runs and last month's runs do not count
    await t.deps.db.insert(agentRuns).values(Array.from({ length: 50 }, () => ({ ...run, channel: 'test', isTest: true })));
    await t.deps.db.insert(agentRuns).values(Array.from({ length: 50 }, () => ({ ...run, createdAt: new Date(Date.now() - 40 * 86_400_000) })));
    await t.deps.db.insert(agentRuns).values(Array.from({ length: 99 }, () => run));
    expect((await chat(vid, { message: 'the 100th run', sessionId: sessionOf() })).json().message).toBe('Echo: the 100th run');
    expect(llm.requests).toHaveLength(1);

    const sessionId = sessionOf();
    const res = await chat(vid, { message: '¿Hola?', sessionId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isConversationFinished: false, sessionId, runId: null });
    expect(res.json().message).toMatch(/^Lo siento, este asistente ha alcanzado su límite de mensajes/);
    expect(llm.requests).toHaveLength(1);
    const [limited] = await t.deps.db.select().from(agentRuns).where(eq(agentRuns.sessionId, sessionId));
    expect(limited).toMatchObject({
      status: 'limited',
      isTest: false,
      channel: 'chat',
      userInput: '¿Hola?',
      error: 'Monthly run limit reached (100 runs on the Free plan). Upgrade to Premium for unlimited runs.',
    });

    const streamed = parseSse((await chat(vid, { message: 'again', sessionId }, { stream: true })).body);
    expect(streamed.map((e) => e.event)).toEqual(['delta', 'done']);
    expect(llm.requests).toHaveLength(1);
    const stats = (await free.get(`/api/agents/${created.agent.id}/deployment-stats`)).json();
    expect(stats.byChannel.chat).toMatchObject({ limited: 2 });
  });
});

describe('ending conversations', () => {
  it('closes the conversation when the assistant used the end_conversation tool', async () => {
    llm.script({ kind: 'tool', name: 'end_conversation', args: { reason: 'bye' } }, { kind: 'reply', text: 'Goodbye!' });
    const sessionId = sessionOf();
    const res = await chat(versionId, { message: 'bye', sessionId });
    expect(res.json()).toMatchObject({ message: 'Goodbye!', isConversationFinished: true });
    const [conv] = await t.deps.db.select().from(conversations).where(eq(conversations.sessionId, sessionId));
    expect(conv.status).toBe('ended');
    expect(conv.endedAt).toBeInstanceOf(Date);

    const after = await chat(versionId, { message: 'still there?', sessionId });
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('CONVERSATION_ENDED');
  });

  it('marks the conversation ended through end-conversation', async () => {
    const sessionId = sessionOf();
    await chat(versionId, { message: 'hi', sessionId });
    const res = await t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/end-conversation`, payload: { sessionId, messages: [{ role: 'user', content: 'hi' }] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const [conv] = await t.deps.db.select().from(conversations).where(and(eq(conversations.agentId, agentId), eq(conversations.sessionId, sessionId)));
    expect(conv).toMatchObject({ status: 'ended' });
    expect(conv.endedAt).toBeInstanceOf(Date);
    expect((await chat(versionId, { message: 'more', sessionId })).statusCode).toBe(409);
  });
});

describe("the workflow builder's quick test (public-chat)", () => {
  it('runs the live configuration as a test and continues from the stored turns', async () => {
    await owner.put(`/api/agents/${agentId}`, { systemPrompt: 'You are the LIVE draft.' });
    llm.script({ kind: 'reply', text: 'First answer.' }, { kind: 'reply', text: 'Second answer.' });
    const sessionId = sessionOf('quick');
    const body = { message: 'Hi', sessionId, userId: 'u-1', userData: { name: 'Ana', email: 'ana@example.com', source: 'workflow' } };
    const first = await owner.post(`/api/agents/${agentId}/public-chat`, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ response: 'First answer.', isConversationFinished: false });
    expect((llm.requests[0].body.messages as { content: string }[])[0].content).toContain('You are the LIVE draft.');

    await owner.post(`/api/agents/${agentId}/public-chat`, { ...body, message: 'And then?' });
    const sent = (llm.requests[1].body.messages as { role: string; content: string }[]).filter((m) => m.role !== 'system').map((m) => m.content);
    expect(sent).toEqual(['Hi', 'First answer.', 'And then?']);

    const [conv] = await t.deps.db.select().from(conversations).where(eq(conversations.sessionId, sessionId));
    expect(conv).toMatchObject({ channel: 'test', isTest: true, userData: { name: 'Ana', email: 'ana@example.com', source: 'workflow', userId: 'u-1' } });
    const runs = await t.deps.db.select().from(agentRuns).where(eq(agentRuns.sessionId, sessionId));
    expect(runs.every((r) => r.isTest && r.channel === 'test' && r.agentVersionId === null)).toBe(true);
  });

  it('is for the owner only', async () => {
    const body = { message: 'Hi', sessionId: sessionOf() };
    expect((await intruder.post(`/api/agents/${agentId}/public-chat`, body)).statusCode).toBe(404);
    expect((await new SessionClient(t.app).post(`/api/agents/${agentId}/public-chat`, body)).statusCode).toBe(401);
    expect(llm.requests).toHaveLength(0);
  });
});
