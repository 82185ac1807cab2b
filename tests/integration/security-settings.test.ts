import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentRuns } from '../../src/server/db/schema';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';

let t: TestApp;
let llm: FakeLlm;
let owner: SessionClient;
let projectId: string;
let agentId: string;
let versionId: string;
let ipCounter = 0;

const plainAgent = { ...sampleAgent, websiteUrls: [], enabledTools: {}, toolConfigs: {} };
const sessionOf = () => `s-${Date.now()}-${Math.random().toString(36).slice(2)}`;
const nextIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function chat(message: string, sessionId: string, ip = nextIp()) {
  return t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: { message, sessionId, channel: 'chat' }, remoteAddress: ip });
}

function apiTurn(key: string, message: string, sessionId: string) {
  return t.app.inject({ method: 'POST', url: `/api/agents/${agentId}/run`, payload: { message, sessionId }, headers: { authorization: `Bearer ${key}` }, remoteAddress: nextIp() });
}

async function storedRun(sessionId: string) {
  const [run] = await t.deps.db.select().from(agentRuns).where(eq(agentRuns.sessionId, sessionId));
  return run;
}

async function settings(client: SessionClient, change: Record<string, unknown>) {
  const res = await client.put('/api/settings', change);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '3000' });
  owner = (await signUp(t.app)).client;
  ({ projectId, agent: { id: agentId } } = await createAgent(owner, plainAgent));
  await useFakeModel(owner, projectId, llm.baseUrl);
  versionId = (await owner.post(`/api/agents/${agentId}/publish`)).json().id;
});
afterAll(async () => {
  await t.close();
  await llm.close();
});
beforeEach(async () => {
  await settings(owner, { piiMasking: true, rateLimiting: true, chatLimits: { perIpPerMinute: 30, perSessionPerMinute: 10, perApiKeyPerMinute: 120 } });
});

const SECRETIVE = 'I am jane.doe@example.com, call +34 612 345 678, card 4111 1111 1111 1111. Order 1234567 on 2026-11-26.';

describe('PII masking', () => {
  it('masks e-mails, phones and cards in the stored transcript, the feedback and the tool calls, while the model still reads them', async () => {
    llm.script(
      { kind: 'tool', name: 'end_conversation', args: { reason: 'done, wrote to jane.doe@example.com' } },
      { kind: 'reply', text: 'Noted: I will write to jane.doe@example.com and call 612345678.' },
    );
    const sessionId = sessionOf();
    const res = await chat(SECRETIVE, sessionId);
    expect(res.statusCode, res.body).toBe(200);
    // the visitor reads the real answer, and the model was given the real message
    expect(res.json().message).toContain('jane.doe@example.com');
    expect(JSON.stringify(llm.requests[0].body.messages)).toContain('jane.doe@example.com');

    const run = await storedRun(sessionId);
    expect(run.userInput).toBe('I am [email], call [phone], card [card]. Order 1234567 on 2026-11-26.');
    expect(run.agentOutput).toBe('Noted: I will write to [email] and call [phone].');
    expect(JSON.stringify(run.steps)).not.toContain('jane.doe@example.com');

    const rated = await t.app.inject({
      method: 'POST',
      url: `/api/agent-versions/${versionId}/feedback`,
      payload: { sessionId, runId: res.json().runId, rating: 'down', comment: 'Reach me on 612 345 678' },
      remoteAddress: nextIp(),
    });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json().comment).toBe('Reach me on [phone]');

    const transcript = (await owner.get(`/api/conversations/${run.conversationId}`)).json();
    expect(JSON.stringify(transcript)).not.toMatch(/jane\.doe|612 ?345 ?678|4111/);
  });

  it("keeps the business's own contact details in the agent's answers, while the visitor's typed e-mail stays masked even when the answer repeats it", async () => {
    const prompt = 'You are Support Bot for an online shop. Support phone: +1 555 0100. Support e-mail: help@shop.example.';
    const { agent } = await createAgent(owner, { ...plainAgent, name: 'Contact Bot', systemPrompt: prompt });
    const contactVersion = (await owner.post(`/api/agents/${agent.id}/publish`)).json().id as string;
    const answer = 'Support phone: +1 555 0100, or help@shop.example. I will also write to ada@example.com.';
    llm.script({ kind: 'reply', text: answer });
    const sessionId = sessionOf();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/agent-versions/${contactVersion}/chat`,
      payload: { message: 'I am ada@example.com, what is your support phone?', sessionId, channel: 'chat' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(llm.requests.at(-1)?.body.messages)).toContain('Support phone: +1 555 0100');

    const run = await storedRun(sessionId);
    expect(run.userInput).toBe('I am [email], what is your support phone?');
    expect(run.agentOutput).toBe('Support phone: +1 555 0100, or help@shop.example. I will also write to [email].');
    const transcript = (await owner.get(`/api/conversations/${run.conversationId}`)).json();
    expect(transcript.transcript[0].agentOutput).toContain('Support phone: +1 555 0100');
    expect(JSON.stringify(transcript)).not.toContain('ada@example.com');
    const exported = await owner.get(`/api/projects/${projectId}/conversations/export?format=json`);
    expect(exported.body).toContain('Support phone: +1 555 0100');
    expect(exported.body).not.toContain('ada@example.com');

    // an answer that repeats what the visitor wrote in an earlier message of the conversation (the console sends them)
    llm.script({ kind: 'reply', text: 'Sure: a copy goes to ADA@example.com; call +1 555 0100 any time.' });
    const later = await owner.post(`/api/agents/${agent.id}/test`, {
      input: 'Please send me a copy',
      history: [
        { role: 'user', content: 'I am ada@example.com' },
        { role: 'assistant', content: 'Hello!' },
      ],
    });
    expect(later.statusCode, later.body).toBe(200);
    const [consoleRun] = await t.deps.db.select().from(agentRuns).where(eq(agentRuns.id, later.json().runId));
    expect(consoleRun.agentOutput).toBe('Sure: a copy goes to [email]; call +1 555 0100 any time.');
  });

  it('stores what was said as it was when the owner turns masking off, and masks it in exports once on again', async () => {
    await settings(owner, { piiMasking: false });
    llm.script({ kind: 'reply', text: 'Your card 4111 1111 1111 1111 is noted.' });
    const sessionId = sessionOf();
    expect((await chat(SECRETIVE, sessionId)).statusCode).toBe(200);
    const run = await storedRun(sessionId);
    expect(run.userInput).toBe(SECRETIVE);
    expect(run.agentOutput).toBe('Your card 4111 1111 1111 1111 is noted.');

    await settings(owner, { piiMasking: true });
    for (const format of ['csv', 'json']) {
      const exported = await owner.get(`/api/projects/${projectId}/conversations/export?format=${format}`);
      expect(exported.statusCode).toBe(200);
      expect(exported.body).toContain('I am [email], call [phone], card [card]');
      expect(exported.body).not.toMatch(/jane\.doe@example\.com|4111 1111/);
    }
    const runsCsv = await owner.get(`/api/projects/${projectId}/analytics/export?range=7d`);
    // analytics (and so its export) is a premium feature: the first account, an admin, has it
    expect(runsCsv.statusCode).toBe(200);
    expect(runsCsv.body).toContain('[card]');
    expect(runsCsv.body).not.toContain('4111 1111');

    await settings(owner, { piiMasking: false });
    const raw = await owner.get(`/api/projects/${projectId}/conversations/export?format=json`);
    expect(raw.body).toContain('jane.doe@example.com');
  });

  it('follows the project owner, not the member who changes their own settings', async () => {
    const member = await signUp(t.app);
    const { link } = (await owner.post(`/api/projects/${projectId}/invitations`, { email: member.email, role: 'admin' })).json();
    expect((await member.client.post('/api/invitations/accept', { token: link.split('#')[1] })).statusCode).toBe(200);
    await settings(member.client, { piiMasking: false });

    const sessionId = sessionOf();
    llm.script({ kind: 'reply', text: 'ok' });
    expect((await chat('write to jane.doe@example.com', sessionId)).statusCode).toBe(200);
    expect((await storedRun(sessionId)).userInput).toBe('write to [email]');
  });
});

describe('rate limiting', () => {
  it('limits a conversation with the numbers the owner set, and not at all when switched off', async () => {
    const saved = await settings(owner, { chatLimits: { perSessionPerMinute: 2 } });
    // a partial change keeps the other numbers and settings
    expect(saved.chatLimits).toEqual({ perIpPerMinute: 30, perSessionPerMinute: 2, perApiKeyPerMinute: 120 });
    expect(saved.piiMasking).toBe(true);

    const sessionId = sessionOf();
    expect((await chat('one', sessionId)).statusCode).toBe(200);
    expect((await chat('two', sessionId)).statusCode).toBe(200);
    const third = await chat('three', sessionId);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);

    await settings(owner, { rateLimiting: false });
    const free = sessionOf();
    for (let i = 0; i < 12; i++) expect((await chat(`m${i}`, free, '10.8.0.1')).statusCode).toBe(200);
  });

  it('limits one visitor address across conversations with the per-address number', async () => {
    await settings(owner, { chatLimits: { perIpPerMinute: 3 } });
    const ip = nextIp();
    for (let i = 0; i < 3; i++) expect((await chat('hi', sessionOf(), ip)).statusCode).toBe(200);
    expect((await chat('hi', sessionOf(), ip)).statusCode).toBe(429);
    // another address is not affected
    expect((await chat('hi', sessionOf())).statusCode).toBe(200);
  });

  it('limits the public API per key with the per-key number', async () => {
    await settings(owner, { chatLimits: { perApiKeyPerMinute: 2 } });
    const created = await owner.post(`/api/projects/${projectId}/platform-keys`, { name: 'limits' });
    expect(created.statusCode, created.body).toBe(201);
    const key = created.json().key as string;
    expect((await apiTurn(key, 'a', sessionOf())).statusCode).toBe(200);
    expect((await apiTurn(key, 'b', sessionOf())).statusCode).toBe(200);
    expect((await apiTurn(key, 'c', sessionOf())).statusCode).toBe(429);
  });

  it('holds the per-key number exactly when calls arrive together', async () => {
    await settings(owner, { chatLimits: { perApiKeyPerMinute: 5 } });
    const key = (await owner.post(`/api/projects/${projectId}/platform-keys`, { name: 'together' })).json().key as string;
    const statuses = (await Promise.all(Array.from({ length: 12 }, (_, i) => apiTurn(key, `m${i}`, sessionOf())))).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('refuses numbers out of range with a 400 naming the field and the limit, and changes nothing', async () => {
    for (const [field, value] of [
      ['perIpPerMinute', 0],
      ['perSessionPerMinute', 301],
      ['perApiKeyPerMinute', 10_001],
      ['perIpPerMinute', 2.5],
    ] as const) {
      const res = await owner.put('/api/settings', { chatLimits: { [field]: value } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(`chatLimits.${field}`);
    }
    expect((await owner.put('/api/settings', { chatLimits: { perSessionPerMinute: 301 } })).json().message).toMatch(/300/);
    expect((await owner.get('/api/settings')).json().chatLimits).toEqual({ perIpPerMinute: 30, perSessionPerMinute: 10, perApiKeyPerMinute: 120 });
  });
});
