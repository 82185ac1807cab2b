import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversations, jobs } from '../../src/server/db/schema';
import { hookDeliveries } from '../../src/server/db/tool-tables';
import { sweepIdleConversations } from '../../src/server/conversation/chat/idle-conversations';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { startHttpPeer, type HttpPeer, type PeerRequest } from '../fixtures/http-peer';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { signatureMatches } from '../support/verify-signature';

// Issue 11, acceptance 2 (post_conversation_hook): one durable delivery per ended conversation,
// through the real job queue and worker, to a real HTTP peer.

const SIGNING_SECRET = 'hook-signing-secret-5521';
/** the worker runs beside the test: wait for it, generously on a slow machine */
const POLL = { timeout: 10_000, interval: 25 };

let t: TestApp;
let llm: FakeLlm;
let peer: HttpPeer;
let owner: SessionClient;
let intruder: SessionClient;
let agentId: string;
let versionId: string;
let ipCounter = 0;

function hookAgent(endpoint: string) {
  return {
    ...sampleAgent,
    name: 'Hook Bot',
    enabledTools: { ...sampleAgent.enabledTools, sendEmail: false, postConversationHook: true },
    toolConfigs: { postConversationHook: { endpoint, headers: { 'X-Hook-Token': 'hook-header-secret' }, signingSecret: SIGNING_SECRET } },
  };
}

beforeAll(async () => {
  llm = await startFakeLlm();
  peer = await startHttpPeer();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true', MODEL_TIMEOUT_MS: '5000', CONVERSATION_IDLE_MINUTES: '30' }, { worker: true });
  owner = (await signUp(t.app)).client;
  intruder = (await signUp(t.app)).client;
  const created = await createAgent(owner, hookAgent(`${peer.url}/hooks/ended?key=query-secret`));
  agentId = created.agent.id;
  await useFakeModel(owner, created.projectId, llm.baseUrl);
  versionId = (await owner.post(`/api/agents/${agentId}/publish`)).json().id;
});
afterAll(async () => {
  await t.close();
  await peer.close();
  await llm.close();
});
beforeEach(() => {
  llm.requests.length = 0;
  peer.fallback = { json: { ok: true } };
});

const sessionOf = (prefix = 'visitor') => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

async function chat(sessionId: string, message: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: { message, sessionId }, remoteAddress: `10.7.0.${++ipCounter}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { message: string; isConversationFinished: boolean };
}

async function finalizar(sessionId: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/end-conversation`, payload: { sessionId } });
  expect(res.statusCode).toBe(200);
}

async function conversationOf(sessionId: string) {
  const [row] = await t.deps.db.select().from(conversations).where(and(eq(conversations.agentId, agentId), eq(conversations.sessionId, sessionId)));
  return row;
}

type HookBody = {
  event: string;
  conversation: { id: string; sessionId: string; channel: string; isTest: boolean; startedAt: string; endedAt: string; userData: unknown };
  agent: { id: string; name: string; versionId: string | null };
  transcript: { role: string; content: string; at: string }[];
};
const sentFor = (conversationId: string): PeerRequest[] => peer.requests.filter((r) => (JSON.parse(r.body) as HookBody).conversation.id === conversationId);

async function deliveryOf(conversationId: string) {
  const [row] = await t.deps.db.select().from(hookDeliveries).where(eq(hookDeliveries.conversationId, conversationId));
  return row;
}

async function jobsOf(conversationId: string) {
  return t.deps.db.select().from(jobs).where(and(eq(jobs.kind, 'conversation.ended'), sql`${jobs.payload}->>'conversationId' = ${conversationId}`));
}

/** Waits for the job's retry to be scheduled, then makes it due now (instead of waiting out the backoff). */
async function hurryRetry(conversationId: string, attempts: number) {
  await expect.poll(async () => (await jobsOf(conversationId)).map((j) => `${j.status}:${j.attempts}`), POLL).toEqual([`queued:${attempts}`]);
  await t.deps.db.update(jobs).set({ runAt: sql`now()` }).where(and(eq(jobs.kind, 'conversation.ended'), sql`${jobs.payload}->>'conversationId' = ${conversationId}`));
  t.deps.jobSignal.notify();
}

describe('post-conversation hook', () => {
  it('Finalizar queues exactly one job and POSTs the transcript once, with the headers, Idempotency-Key and signature', async () => {
    const sessionId = sessionOf();
    llm.script({ kind: 'reply', text: 'We open at nine.' }, { kind: 'reply', text: 'You are welcome.' });
    await chat(sessionId, 'When do you open?');
    await chat(sessionId, 'Thanks!');
    await finalizar(sessionId);
    await finalizar(sessionId); // a second press changes nothing
    const conv = await conversationOf(sessionId);
    expect(conv.status).toBe('ended');

    await expect.poll(() => sentFor(conv.id).length, POLL).toBe(1);
    await expect.poll(async () => (await deliveryOf(conv.id))?.status, POLL).toBe('delivered');
    expect(await jobsOf(conv.id)).toHaveLength(1);

    const [sent] = sentFor(conv.id);
    const delivery = await deliveryOf(conv.id);
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/hooks/ended?key=query-secret');
    expect(sent.headers['x-hook-token']).toBe('hook-header-secret');
    expect(sent.headers['idempotency-key']).toBe(delivery.idempotencyKey);
    expect(signatureMatches(sent.headers['x-agentforge-signature'], sent.body, SIGNING_SECRET)).toBe(true);
    const body = JSON.parse(sent.body) as HookBody;
    expect(body).toMatchObject({
      event: 'conversation.ended',
      conversation: { id: conv.id, sessionId, channel: 'chat', isTest: false, startedAt: conv.startedAt.toISOString(), endedAt: conv.endedAt?.toISOString(), userData: {} },
      agent: { id: agentId, name: 'Hook Bot', versionId },
    });
    expect(body.transcript.map((m) => `${m.role}: ${m.content}`)).toEqual(['user: When do you open?', 'assistant: We open at nine.', 'user: Thanks!', 'assistant: You are welcome.']);
    expect(body.transcript.every((m) => !Number.isNaN(Date.parse(m.at)))).toBe(true);

    const list = await owner.get(`/api/agents/${agentId}/hook-deliveries`);
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ conversationId: conv.id, agentId, endpoint: `${peer.url}/hooks/ended`, status: 'delivered', attempts: 1, lastStatusCode: 200, lastError: null, deliveredAt: expect.any(String) });
    expect(list.body).not.toContain('query-secret');
    expect(list.body).not.toContain('hook-header-secret');

    // a job that runs again (a crash after delivering) sends nothing more
    await t.deps.db.update(jobs).set({ status: 'queued', runAt: sql`now()` }).where(eq(jobs.id, (await jobsOf(conv.id))[0].id));
    t.deps.jobSignal.notify();
    await expect.poll(async () => (await jobsOf(conv.id))[0].status, POLL).toBe('done');
    expect(sentFor(conv.id)).toHaveLength(1);
  });

  it('retries a 503 with the same Idempotency-Key until the endpoint accepts it', async () => {
    const sessionId = sessionOf();
    await chat(sessionId, 'hello');
    peer.answer({ status: 503, text: 'busy' });
    await finalizar(sessionId);
    const conv = await conversationOf(sessionId);
    await expect.poll(async () => (await deliveryOf(conv.id))?.lastStatusCode, POLL).toBe(503);
    expect(await deliveryOf(conv.id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'The endpoint answered 503: busy' });

    await hurryRetry(conv.id, 1);
    await expect.poll(async () => (await deliveryOf(conv.id)).status, POLL).toBe('delivered');
    expect(await deliveryOf(conv.id)).toMatchObject({ attempts: 2, lastStatusCode: 200, lastError: null });
    const sent = sentFor(conv.id);
    expect(sent).toHaveLength(2);
    expect(sent[0].headers['idempotency-key']).toBe(sent[1].headers['idempotency-key']);
    expect(sent[0].body).toBe(sent[1].body);
  });

  it('fails a 400 at once, without retrying', async () => {
    const sessionId = sessionOf();
    await chat(sessionId, 'hello');
    peer.answer({ status: 400, json: { error: 'unknown payload' } });
    await finalizar(sessionId);
    const conv = await conversationOf(sessionId);
    await expect.poll(async () => (await deliveryOf(conv.id))?.status, POLL).toBe('failed');
    expect(await deliveryOf(conv.id)).toMatchObject({ attempts: 1, lastStatusCode: 400, lastError: 'The endpoint answered 400: {"error":"unknown payload"}' });
    await expect.poll(async () => (await jobsOf(conv.id))[0].status, POLL).toBe('done');
    expect(sentFor(conv.id)).toHaveLength(1);
  });

  it('marks the delivery failed when the last of 5 attempts fails', async () => {
    const sessionId = sessionOf();
    await chat(sessionId, 'hello');
    peer.fallback = { status: 502, text: 'bad gateway' };
    await finalizar(sessionId);
    const conv = await conversationOf(sessionId);
    for (let attempt = 1; attempt < 5; attempt++) await hurryRetry(conv.id, attempt);
    await expect.poll(async () => (await deliveryOf(conv.id)).status, POLL).toBe('failed');
    expect(await deliveryOf(conv.id)).toMatchObject({ attempts: 5, lastStatusCode: 502 });
    expect((await jobsOf(conv.id))[0]).toMatchObject({ status: 'failed', attempts: 5, maxAttempts: 5 });
    expect(sentFor(conv.id)).toHaveLength(5);
  });

  it('delivers once when the model ends the conversation with the end tool', async () => {
    const sessionId = sessionOf();
    llm.script({ kind: 'tool', name: 'end_conversation', args: { reason: 'bye' } }, { kind: 'reply', text: 'Goodbye!' });
    expect(await chat(sessionId, 'bye')).toMatchObject({ message: 'Goodbye!', isConversationFinished: true });
    const conv = await conversationOf(sessionId);
    await expect.poll(async () => (await deliveryOf(conv.id))?.status, POLL).toBe('delivered');
    expect(await jobsOf(conv.id)).toHaveLength(1);
    const [sent] = sentFor(conv.id);
    expect((JSON.parse(sent.body) as HookBody).transcript.map((m) => m.content)).toEqual(['bye', 'Goodbye!']);
  });

  it('delivers test conversations too, marked as tests', async () => {
    const sessionId = sessionOf('test_agent_');
    await chat(sessionId, 'testing my hook');
    await finalizar(sessionId);
    const conv = await conversationOf(sessionId);
    await expect.poll(() => sentFor(conv.id).length, POLL).toBe(1);
    expect((JSON.parse(sentFor(conv.id)[0].body) as HookBody).conversation).toMatchObject({ isTest: true, channel: 'test' });
  });

  it('ends an idle conversation in the sweep and delivers it to the endpoint frozen in the version', async () => {
    const other = await startHttpPeer();
    try {
      // editing the agent does not move the published version's hook
      expect((await owner.put(`/api/agents/${agentId}`, hookAgent(`${other.url}/edited`))).statusCode).toBe(200);
      const sessionId = sessionOf();
      await chat(sessionId, 'first');
      const first = (await conversationOf(sessionId)).lastMessageAt;
      await new Promise((r) => setTimeout(r, 5));
      await chat(sessionId, 'second');
      const conv = await conversationOf(sessionId);
      expect(conv.lastMessageAt.getTime()).toBeGreaterThan(first.getTime());

      expect(await sweepIdleConversations(t.deps)).toBe(0);
      await t.deps.db.update(conversations).set({ lastMessageAt: sql`now() - interval '31 minutes'` }).where(eq(conversations.id, conv.id));
      expect(await sweepIdleConversations(t.deps)).toBe(1);
      expect(await sweepIdleConversations(t.deps)).toBe(0);
      expect((await conversationOf(sessionId)).status).toBe('ended');

      await expect.poll(async () => (await deliveryOf(conv.id))?.status, POLL).toBe('delivered');
      expect(await jobsOf(conv.id)).toHaveLength(1);
      expect(sentFor(conv.id)).toHaveLength(1);
      expect(other.requests).toHaveLength(0);
      expect((JSON.parse(sentFor(conv.id)[0].body) as HookBody).transcript.map((m) => m.content)).toEqual(['first', 'Echo: first', 'second', 'Echo: second']);
    } finally {
      await other.close();
    }
  });

  it('lists deliveries newest first, only to the owner', async () => {
    const list = (await owner.get(`/api/agents/${agentId}/hook-deliveries`)).json() as { createdAt: string }[];
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect([...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(list);
    expect((await intruder.get(`/api/agents/${agentId}/hook-deliveries`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/agents/${agentId}/hook-deliveries` })).statusCode).toBe(401);
  });
});
