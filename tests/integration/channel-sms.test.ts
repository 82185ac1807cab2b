import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentRuns, conversations } from '../../src/server/db/schema';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { signTwilioRequest, startFakeTwilio, type FakeTwilio } from '../fixtures/fake-twilio';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';

const ORIGIN = 'https://agents.example.com';
const NUMBER = '+15557770001';
let t: TestApp;
let llm: FakeLlm;
let twilio: FakeTwilio;
let owner: SessionClient;
let agentId: string;
let sidCounter = 0;

const plainAgent = { ...sampleAgent, websiteUrls: [], enabledTools: {}, toolConfigs: {} };

function inbound(params: Record<string, string>, opts: { signature?: string; token?: string } = {}) {
  const signature = opts.signature ?? signTwilioRequest(opts.token ?? twilio.authToken, `${ORIGIN}/webhook/sms`, params);
  return t.app.inject({
    method: 'POST',
    url: '/webhook/sms',
    payload: new URLSearchParams(params).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
  });
}

const sms = (from: string, body: string, sid = `SM${String(++sidCounter).padStart(32, '0')}`) => ({
  MessageSid: sid,
  SmsMessageSid: sid,
  AccountSid: twilio.accountSid,
  From: from,
  To: NUMBER,
  Body: body,
  NumMedia: '0',
});

beforeAll(async () => {
  llm = await startFakeLlm();
  twilio = await startFakeTwilio();
  t = await createTestApp({ SIGNUP_MODE: 'open', PUBLIC_URL: ORIGIN, ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '3000', TWILIO_API_URL: twilio.url }, { worker: true });
  owner = (await signUp(t.app)).client;
  const created = await createAgent(owner, plainAgent);
  agentId = created.agent.id;
  await useFakeModel(owner, created.projectId, llm.baseUrl);
  expect((await owner.post(`/api/agents/${agentId}/publish`)).statusCode).toBe(201);
  const saved = await owner.put(`/api/agents/${agentId}/channels/sms`, { accountSid: twilio.accountSid, authToken: twilio.authToken, phoneNumber: NUMBER });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await llm.close();
  await twilio.close();
});
beforeEach(() => {
  twilio.sent.length = 0;
  expect(twilio.refused).toEqual([]);
});

describe('SMS through Twilio', () => {
  it('acknowledges at once, answers through the Messages API as plain text, and keeps one conversation per sender', async () => {
    llm.script({ kind: 'reply', text: '**We open at nine.** See [our hours](https://shop.example.com/hours).' });
    const res = await inbound(sms('+34600111222', 'When do you open?'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    await until(() => twilio.sent.length === 1, 'the reply');
    expect(twilio.sent[0]).toEqual({ accountSid: twilio.accountSid, to: '+34600111222', from: NUMBER, body: 'We open at nine. See our hours (https://shop.example.com/hours).' });

    llm.script({ kind: 'reply', text: 'Yes, on Saturdays too.' });
    expect((await inbound(sms('+34600111222', 'And on Saturday?'))).statusCode).toBe(200);
    await until(() => twilio.sent.length === 2, 'the second reply');
    // the second turn was given the first as history
    expect(JSON.stringify(llm.requests.at(-1)?.body.messages)).toContain('When do you open?');

    const convs = await t.deps.db.select().from(conversations).where(eq(conversations.sessionId, 'sms:+34600111222'));
    expect(convs).toHaveLength(1);
    expect(convs[0].channel).toBe('sms');
    const runs = await t.deps.db.select().from(agentRuns).where(eq(agentRuns.conversationId, convs[0].id));
    expect(runs.map((r) => r.channel)).toEqual(['sms', 'sms']);

    const view = (await owner.get(`/api/agents/${agentId}/channels`)).json();
    expect(view.sms.status.state).toBe('connected');
    expect(view.sms.status.lastMessageAt).not.toBeNull();
  });

  it('answers a retried webhook (the same MessageSid) only once', async () => {
    const params = sms('+34600333444', 'Hello?');
    llm.script({ kind: 'reply', text: 'Hi!' });
    // two at once (written together in one statement), then a later retry
    expect((await Promise.all([inbound(params), inbound(params)])).map((r) => r.statusCode)).toEqual([200, 200]);
    await until(() => twilio.sent.length === 1, 'the reply');
    expect((await inbound(params)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 600));
    expect(twilio.sent).toHaveLength(1);
    expect(await t.deps.db.select().from(agentRuns).where(eq(agentRuns.sessionId, 'sms:+34600333444'))).toHaveLength(1);
  });

  it('refuses a wrong or missing signature and an unknown receiving number with 403, storing nothing', async () => {
    const before = (await t.deps.db.select().from(agentRuns)).length;
    expect((await inbound(sms('+34600555666', 'hi'), { token: 'not-the-token' })).statusCode).toBe(403);
    expect((await inbound(sms('+34600555666', 'hi'), { signature: '' })).statusCode).toBe(403);
    const unknown = { ...sms('+34600555666', 'hi'), To: '+15550009999' };
    const res = await inbound(unknown);
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe('Forbidden');
    // a body changed after signing
    const signed = sms('+34600555666', 'hi');
    const signature = signTwilioRequest(twilio.authToken, `${ORIGIN}/webhook/sms`, signed);
    expect((await inbound({ ...signed, Body: 'tampered' }, { signature })).statusCode).toBe(403);
    await new Promise((r) => setTimeout(r, 300));
    expect((await t.deps.db.select().from(agentRuns)).length).toBe(before);
    expect(twilio.sent).toHaveLength(0);
  });

  it('answers malformed and oversized payloads with a 4xx and sends nothing', async () => {
    const junk = await t.app.inject({ method: 'POST', url: '/webhook/sms', payload: '{"To":"x"}', headers: { 'content-type': 'application/json' } });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toMatch(/^body: /);
    const noTo = await inbound({ From: '+34600000001', Body: 'x', MessageSid: 'SMx' });
    expect(noTo.statusCode).toBe(400);
    expect(noTo.json().message).toMatch(/^To: /);
    // signed, but without the message id or the sender
    const noSid = await inbound({ AccountSid: twilio.accountSid, From: '+34600000001', To: NUMBER, Body: 'x' });
    expect(noSid.statusCode).toBe(400);
    expect(noSid.json().message).toMatch(/^MessageSid: /);
    const noFrom = await inbound({ MessageSid: 'SM1', AccountSid: twilio.accountSid, To: NUMBER, Body: 'x' });
    expect(noFrom.json().message).toMatch(/^From: /);
    const big = await t.app.inject({ method: 'POST', url: '/webhook/sms', payload: `Body=${'x'.repeat(70_000)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(big.statusCode).toBe(413);
    expect(twilio.sent).toHaveLength(0);
  });

  it('splits a long reply into messages within 1,600 characters', async () => {
    const long = Array.from({ length: 120 }, (_, i) => `This is sentence ${i} of a long answer.`).join(' ');
    llm.script({ kind: 'reply', text: long });
    expect((await inbound(sms('+34600777888', 'Tell me everything'))).statusCode).toBe(200);
    await until(() => twilio.sent.length >= 3, 'the parts');
    await new Promise((r) => setTimeout(r, 200));
    expect(twilio.sent.every((m) => m.body.length <= 1600)).toBe(true);
    expect(twilio.sent.map((m) => m.body).join(' ')).toBe(long);
  });

  it('retries when Twilio is down, and records the error it could not get past', async () => {
    twilio.failNext(2, 503);
    llm.script({ kind: 'reply', text: 'Retried answer.' });
    expect((await inbound(sms('+34600999000', 'are you there?'))).statusCode).toBe(200);
    await until(() => twilio.sent.length === 1, 'the retried reply', 15_000);
    expect(twilio.sent[0].body).toBe('Retried answer.');
    // the model ran once: the retry sent the stored answer
    expect(await t.deps.db.select().from(agentRuns).where(eq(agentRuns.sessionId, 'sms:+34600999000'))).toHaveLength(1);

    twilio.failNext(1, 401);
    llm.script({ kind: 'reply', text: 'Never delivered.' });
    expect((await inbound(sms('+34600999111', 'hello'))).statusCode).toBe(200);
    await until(async () => (await owner.get(`/api/agents/${agentId}/channels`)).json().sms.status.state === 'error', 'the error state');
    const status = (await owner.get(`/api/agents/${agentId}/channels`)).json().sms.status;
    expect(status.lastError).toBe('Twilio refused the reply (HTTP 401): Authenticate (error 20003)');
    expect(JSON.stringify(status)).not.toContain(twilio.authToken);
  }, 30_000);
});

describe('SMS to an agent with no active version', () => {
  it('sends nothing and shows the owner why', async () => {
    const idle = (await createAgent(owner, { ...plainAgent, name: 'Unpublished' })).agent.id;
    const saved = await owner.put(`/api/agents/${idle}/channels/sms`, { accountSid: twilio.accountSid, authToken: twilio.authToken, phoneNumber: '+15557770002' });
    expect(saved.statusCode).toBe(200);
    expect((await inbound({ ...sms('+34611000000', 'hello'), To: '+15557770002' })).statusCode).toBe(200);
    await until(async () => (await owner.get(`/api/agents/${idle}/channels`)).json().sms.status.state === 'error', 'the error state');
    expect((await owner.get(`/api/agents/${idle}/channels`)).json().sms.status.lastError).toMatch(/no active version/);
    expect(twilio.sent).toHaveLength(0);
  });
});

describe('a person answering an SMS conversation', () => {
  it('pauses the agent, and sends the operator reply through Twilio', async () => {
    llm.script({ kind: 'reply', text: 'Hello from the bot.' });
    expect((await inbound(sms('+34622000111', 'hi'))).statusCode).toBe(200);
    await until(() => twilio.sent.length === 1, 'the bot reply');
    const projectId = (await owner.get('/api/projects')).json()[0].id;
    const conversation = (await owner.get(`/api/projects/${projectId}/inbox`)).json().conversations.find((c: { sessionId: string }) => c.sessionId === 'sms:+34622000111');
    expect(conversation.channel).toBe('sms');
    expect((await owner.post(`/api/inbox/conversations/${conversation.id}/take-over`)).statusCode).toBe(200);
    // the visitor is told by SMS that a person joined
    expect(twilio.sent[1]).toMatchObject({ to: '+34622000111', body: 'A person from our team has joined the conversation.' });

    const requests = llm.requests.length;
    expect((await inbound(sms('+34622000111', 'is someone there?'))).statusCode).toBe(200);
    await until(async () => (await owner.get(`/api/inbox/conversations/${conversation.id}`)).json().timeline.some((e: { text: string }) => e.text === 'is someone there?'), 'the stored message');
    await new Promise((r) => setTimeout(r, 300));
    expect(twilio.sent).toHaveLength(2);
    expect(llm.requests.length).toBe(requests);

    const sent = await owner.post(`/api/inbox/conversations/${conversation.id}/messages`, { text: 'Yes, this is **Ana**.' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(twilio.sent[2]).toEqual({ accountSid: twilio.accountSid, to: '+34622000111', from: NUMBER, body: 'Yes, this is Ana.' });

    twilio.failNext(1, 401);
    const refused = await owner.post(`/api/inbox/conversations/${conversation.id}/messages`, { text: 'Are you still there?' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toMatch(/^Twilio refused the reply \(HTTP 401\).*The reply was not sent\.$/);
  });
});

describe('per-visitor budgets on SMS', () => {
  it('count the sender number, and answer past the budget politely by SMS', async () => {
    expect((await owner.put(`/api/agents/${agentId}/visitor-budgets`, { messagesPerVisitorPerDay: 1, tokensPerConversation: null })).statusCode).toBe(200);
    try {
      llm.script({ kind: 'reply', text: 'First answer.' });
      expect((await inbound(sms('+34633000111', 'one'))).statusCode).toBe(200);
      await until(() => twilio.sent.length === 1, 'the first reply');
      const calls = llm.requests.length;
      expect((await inbound(sms('+34633000111', 'two'))).statusCode).toBe(200);
      await until(() => twilio.sent.length === 2, 'the budget reply');
      expect(twilio.sent[1].body).toBe("You've reached today's message limit with this assistant. Please come back tomorrow.");
      expect(llm.requests.length).toBe(calls);
    } finally {
      await owner.put(`/api/agents/${agentId}/visitor-budgets`, { messagesPerVisitorPerDay: null, tokensPerConversation: null });
    }
  });
});
