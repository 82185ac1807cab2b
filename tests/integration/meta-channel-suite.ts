import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentRuns } from '../../src/server/db/schema';
import { channelMessages } from '../../src/server/db/channel-tables';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { metaAccount, metaMessage, metaPayload, signMetaPayload, startFakeMetaSend, type FakeMetaSend } from '../fixtures/fake-meta-send';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';
import { joinProject } from '../support/members';

/** What differs between the two Meta channels' tests. */
export interface MetaChannelCase {
  kind: 'messenger' | 'instagram';
  object: 'page' | 'instagram';
  routeField: 'pageId' | 'accountId';
  maxChars: number;
  window: 'window-messenger' | 'window-instagram';
  /** the error subcode Meta answers (with code 10) for that window */
  windowSubcode: number;
  /** a message id as the provider writes them */
  mid: (n: number) => string;
}

const VERIFY_TOKEN = 'meta-verify-token-42';
const plainAgent = { ...sampleAgent, websiteUrls: [], enabledTools: {}, toolConfigs: {} };

/** The same behaviours, checked for Messenger and for Instagram Direct against a Send API fake. */
export function describeMetaChannel(c: MetaChannelCase) {
  let t: TestApp;
  let llm: FakeLlm;
  let meta: FakeMetaSend;
  let owner: SessionClient;
  let agentId: string;
  let projectId: string;
  let account: ReturnType<typeof metaAccount>;
  let n = 0;

  const post = (body: string, signature = signMetaPayload(account.appSecret, body)) =>
    t.app.inject({ method: 'POST', url: `/webhook/${c.kind}`, payload: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } });
  const text = (from: string, body: string, mid = c.mid(++n)) => metaPayload(c.object, account.id, [metaMessage(from, account.id, { mid, text: body })]);
  const runsOf = (sender: string) => t.deps.db.select().from(agentRuns).where(eq(agentRuns.sessionId, `${c.kind}:${sender}`));
  const channelView = async () => (await owner.get(`/api/agents/${agentId}/channels`)).json()[c.kind];
  const sends = () => meta.paths.filter((p) => p.startsWith('POST ')).length;

  beforeAll(async () => {
    llm = await startFakeLlm();
    meta = await startFakeMetaSend();
    account = metaAccount(meta, c.kind === 'messenger' ? 'Bakery Page' : 'bakery.ig', c.maxChars);
    t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '3000', META_GRAPH_URL: meta.url }, { worker: true });
    owner = (await signUp(t.app)).client;
    const created = await createAgent(owner, plainAgent);
    agentId = created.agent.id;
    projectId = created.projectId;
    await useFakeModel(owner, projectId, llm.baseUrl);
    expect((await owner.post(`/api/agents/${agentId}/publish`)).statusCode).toBe(201);
    const saved = await owner.put(`/api/agents/${agentId}/channels/${c.kind}`, { [c.routeField]: account.id, accessToken: account.accessToken, appSecret: account.appSecret, verifyToken: VERIFY_TOKEN });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ [c.routeField]: account.id, accessTokenHint: `…${account.accessToken.slice(-4)}`, appSecretSet: true, verifyTokenSet: true, configured: true });
    expect(saved.body).not.toContain(account.appSecret);
    expect(saved.body).not.toContain(VERIFY_TOKEN);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await llm?.close();
    await meta?.close();
  });
  beforeEach(() => {
    meta.sent.length = 0;
    meta.paths.length = 0;
    expect(meta.refused).toEqual([]);
  });

  describe(`${c.kind}: webhooks`, () => {
    it('answers the subscription handshake only with the stored verify token', async () => {
      const ok = await t.app.inject({ method: 'GET', url: `/webhook/${c.kind}?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444` });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toBe('1158201444');
      const wrong = await t.app.inject({ method: 'GET', url: `/webhook/${c.kind}?hub.mode=subscribe&hub.verify_token=guessed-token&hub.challenge=1158201444` });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.body).not.toContain('1158201444');
      expect((await t.app.inject({ method: 'GET', url: `/webhook/${c.kind}?hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1` })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/webhook/${c.kind}` })).statusCode).toBe(403);
    });

    it('answers a text through the Send API once, even when Meta delivers it again', async () => {
      llm.script({ kind: 'reply', text: 'We open at **nine**.' });
      const body = text('6243157895012345', 'When do you open?');
      const res = await post(body);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('EVENT_RECEIVED');
      await until(() => meta.sent.length === 1, 'the reply');
      expect(meta.sent[0]).toEqual({ senderId: account.id, recipientId: '6243157895012345', text: 'We open at nine.' });
      expect((await post(body)).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 500));
      expect(meta.sent).toHaveLength(1);
      expect((await runsOf('6243157895012345')).map((r) => r.channel)).toEqual([c.kind]);
      expect((await channelView()).status.state).toBe('connected');
    });

    it(`splits a reply longer than ${c.maxChars} characters`, async () => {
      const sentence = 'This sentence is part of a long answer. ';
      llm.script({ kind: 'reply', text: sentence.repeat(Math.ceil((c.maxChars * 1.5) / sentence.length)).trim() });
      expect((await post(text('6243157895012346', 'Tell me everything'))).statusCode).toBe(200);
      await until(() => meta.sent.length === 2, 'two parts');
      expect(meta.sent.every((s) => s.text.length <= c.maxChars && s.recipientId === '6243157895012346')).toBe(true);
    });

    it('ignores echoes, deliveries, reads and reactions, and answers an attachment with a polite note', async () => {
      const page = account.id;
      const events = [
        metaMessage(page, '6243157895012347', { mid: c.mid(++n), text: 'our own reply', is_echo: true, app_id: 1517776481860111 }),
        { sender: { id: '6243157895012347' }, recipient: { id: page }, timestamp: 1700000000001, delivery: { mids: [c.mid(n)], watermark: 1700000000000 } },
        { sender: { id: '6243157895012347' }, recipient: { id: page }, timestamp: 1700000000002, read: { watermark: 1700000000000 } },
        { sender: { id: '6243157895012347' }, recipient: { id: page }, timestamp: 1700000000003, reaction: { mid: c.mid(n), action: 'react', reaction: 'love', emoji: '❤' } },
      ];
      expect((await post(metaPayload(c.object, page, events))).statusCode).toBe(200);
      const image = metaMessage('6243157895012348', page, { mid: c.mid(++n), attachments: [{ type: 'image', payload: { url: 'https://scontent.example/x.jpg' } }] });
      expect((await post(metaPayload(c.object, page, [image]))).statusCode).toBe(200);
      await until(() => meta.sent.length === 1, 'the polite note');
      expect(meta.sent[0]).toEqual({ senderId: page, recipientId: '6243157895012348', text: 'Sorry, I can only read text messages. Please write your question.' });
      await new Promise((r) => setTimeout(r, 300));
      expect(meta.sent).toHaveLength(1);
      expect(await runsOf('6243157895012347')).toHaveLength(0);
    });

    it('refuses a wrong signature, an unknown page or account and malformed payloads, storing nothing', async () => {
      const body = text('6243157895012349', 'hello');
      expect((await post(body, signMetaPayload('not-the-secret', body))).statusCode).toBe(403);
      expect((await post(body, '')).statusCode).toBe(403);
      const unknown = metaPayload(c.object, '999999999', [metaMessage('6243157895012349', '999999999', { mid: c.mid(++n), text: 'hello' })]);
      expect((await post(unknown, signMetaPayload(account.appSecret, unknown))).statusCode).toBe(403);
      const notJson = await post('{not json');
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json().message).toBe('body: not valid JSON');
      const wrongObject = await post(JSON.stringify({ object: c.object === 'page' ? 'instagram' : 'page', entry: [] }));
      expect(wrongObject.statusCode).toBe(400);
      expect(wrongObject.json().message).toMatch(/^object: /);
      const noSender = await post(JSON.stringify({ object: c.object, entry: [{ id: account.id, messaging: [{ recipient: { id: account.id }, message: { mid: 'x', text: 'hi' } }] }] }));
      expect(noSender.json().message).toMatch(/^entry\.0\.messaging\.0\.sender: /);
      await new Promise((r) => setTimeout(r, 300));
      expect(meta.sent).toHaveLength(0);
      expect(await runsOf('6243157895012349')).toHaveLength(0);
      expect(await t.deps.db.select().from(channelMessages).where(eq(channelMessages.sender, '6243157895012349'))).toHaveLength(0);
    });
  });

  describe(`${c.kind}: send errors`, () => {
    it('keeps a reply outside the 24-hour window, does not retry it, and shows the owner why', async () => {
      llm.script({ kind: 'reply', text: 'Here is your late answer.' });
      meta.failNext(1, c.window);
      expect((await post(text('6243157895012350', 'are you there?'))).statusCode).toBe(200);
      await until(async () => (await channelView()).status.state === 'error', 'the error state');
      expect((await channelView()).status.lastError).toMatch(/refused the reply: outside the 24-hour messaging window \(code 10, subcode \d+\)/);
      await new Promise((r) => setTimeout(r, 2500));
      expect(sends()).toBe(1);
      expect(meta.sent).toHaveLength(0);
      const [run] = await runsOf('6243157895012350');
      expect(run.agentOutput).toBe('Here is your late answer.');

      // the answer itself says it was not sent, and why, in Conversations and in the Inbox
      const why = new RegExp(`refused the reply: outside the 24-hour messaging window \\(code 10, subcode ${c.windowSubcode}\\)`);
      await until(async () => Boolean((await owner.get(`/api/conversations/${run.conversationId}`)).json().transcript?.[0]?.deliveryError), 'the reply marked not sent');
      const [turn] = (await owner.get(`/api/conversations/${run.conversationId}`)).json().transcript;
      expect(turn).toMatchObject({ agentOutput: 'Here is your late answer.', deliveryError: expect.stringMatching(why) });
      const thread = (await owner.get(`/api/inbox/conversations/${run.conversationId}`)).json();
      expect(thread.timeline.map((e: { role: string; notSent: string | null }) => [e.role, e.notSent])).toEqual([
        ['visitor', null],
        ['agent', expect.stringMatching(why)],
      ]);
    });

    it('marks a reply that went out as sent', async () => {
      llm.script({ kind: 'reply', text: 'On time.' });
      expect((await post(text('6243157895012360', 'quick question'))).statusCode).toBe(200);
      await until(() => meta.sent.some((m) => m.recipientId === '6243157895012360'), 'the reply');
      const [run] = await runsOf('6243157895012360');
      expect((await owner.get(`/api/conversations/${run.conversationId}`)).json().transcript[0].deliveryError).toBeNull();
      expect((await owner.get(`/api/inbox/conversations/${run.conversationId}`)).json().timeline[1]).toMatchObject({ role: 'agent', notSent: null });
    });

    it('does not retry an expired token; retries a rate limit until it passes', async () => {
      llm.script({ kind: 'reply', text: 'Answer one.' });
      meta.failNext(1, 'expired');
      expect((await post(text('6243157895012351', 'one'))).statusCode).toBe(200);
      await until(async () => /access token/.test((await channelView()).status.lastError ?? ''), 'the token error');
      expect((await channelView()).status.lastError).toMatch(/code 190/);
      await new Promise((r) => setTimeout(r, 2500));
      expect(sends()).toBe(1);

      llm.script({ kind: 'reply', text: 'Answer two.' });
      meta.failNext(1, 'rate-limit');
      expect((await post(text('6243157895012352', 'two'))).statusCode).toBe(200);
      await until(() => meta.sent.length === 1, 'the retried reply', 10_000);
      expect(meta.sent[0]).toEqual({ senderId: account.id, recipientId: '6243157895012352', text: 'Answer two.' });
      expect(sends()).toBe(3);
      expect((await channelView()).status.state).toBe('connected');
    });
  });

  describe(`${c.kind}: the owner`, () => {
    it('checks the page or account with the stored token and sends a test message', async () => {
      const named = await owner.post(`/api/agents/${agentId}/channels/${c.kind}/check`, {});
      expect(named.statusCode, named.body).toBe(200);
      const label = c.kind === 'messenger' ? 'Messenger' : 'Instagram';
      const name = c.kind === 'messenger' ? 'Bakery Page' : 'bakery.ig';
      expect(named.json()).toEqual({ ok: true, code: 'metaAccount', params: { channel: label, name }, detail: `${label} answers as “${name}”.` });
      expect(meta.paths).toEqual([`GET /v21.0/${account.id}?fields=name`]);
      const sent = await owner.post(`/api/agents/${agentId}/channels/${c.kind}/check`, { to: '6243157895012353' });
      expect(sent.json()).toMatchObject({ ok: true, code: 'metaSent', params: { channel: label, name, to: '6243157895012353' } });
      expect(meta.sent).toEqual([{ senderId: account.id, recipientId: '6243157895012353', text: 'This is a test message from AgentForge: your agent is connected.' }]);
      const notAnId = await owner.post(`/api/agents/${agentId}/channels/${c.kind}/check`, { to: '+34600111222' });
      expect(notAnId.json()).toMatchObject({ ok: false, code: 'metaRecipient', params: { channel: label, to: '+34600111222' } });
    });

    it('sends an operator reply from the Inbox through the Send API', async () => {
      llm.script({ kind: 'reply', text: 'Hello from the bot.' });
      expect((await post(text('6243157895012354', 'hi'))).statusCode).toBe(200);
      await until(() => meta.sent.length === 1, 'the bot reply');
      const conversation = (await owner.get(`/api/projects/${projectId}/inbox`)).json().conversations.find((x: { sessionId: string }) => x.sessionId === `${c.kind}:6243157895012354`);
      expect(conversation.channel).toBe(c.kind);
      expect((await owner.post(`/api/inbox/conversations/${conversation.id}/take-over`)).statusCode).toBe(200);
      await until(() => meta.sent.length === 2, 'the take-over note');
      const reply = await owner.post(`/api/inbox/conversations/${conversation.id}/messages`, { text: 'Yes, this is **Ana**.' });
      expect(reply.statusCode, reply.body).toBe(201);
      expect(meta.sent[2]).toEqual({ senderId: account.id, recipientId: '6243157895012354', text: 'Yes, this is Ana.' });
      meta.failNext(1, c.window);
      const refused = await owner.post(`/api/inbox/conversations/${conversation.id}/messages`, { text: 'Still there?' });
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toMatch(/outside the 24-hour messaging window.*The reply was not sent\.$/);
    });

    it('is refused to a viewer (403) and to another project’s user (404)', async () => {
      const viewer = await joinProject(t.app, owner, projectId, 'viewer');
      const body = { [c.routeField]: account.id, accessToken: 'EAAG-other', appSecret: 'x', verifyToken: 'another-verify-token' };
      expect((await viewer.get(`/api/agents/${agentId}/channels`)).json()[c.kind]).not.toHaveProperty('accessToken');
      expect((await viewer.put(`/api/agents/${agentId}/channels/${c.kind}`, body)).statusCode).toBe(403);
      expect((await viewer.post(`/api/agents/${agentId}/channels/${c.kind}/check`, {})).statusCode).toBe(403);
      expect((await viewer.delete(`/api/agents/${agentId}/channels/${c.kind}`)).statusCode).toBe(403);
      const stranger = (await signUp(t.app)).client;
      expect((await stranger.get(`/api/agents/${agentId}/channels`)).statusCode).toBe(404);
      expect((await stranger.put(`/api/agents/${agentId}/channels/${c.kind}`, body)).statusCode).toBe(404);
      expect((await stranger.post(`/api/agents/${agentId}/channels/${c.kind}/check`, {})).statusCode).toBe(404);
      expect((await stranger.delete(`/api/agents/${agentId}/channels/${c.kind}`)).statusCode).toBe(404);
      expect((await channelView()).configured).toBe(true);
    });

    it('refuses a bad id naming the field, and a page or account another agent answers for', async () => {
      const bad = await owner.put(`/api/agents/${agentId}/channels/${c.kind}`, { [c.routeField]: 'abc', accessToken: '', appSecret: '', verifyToken: '' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(c.routeField);
      const other = (await createAgent(owner, plainAgent)).agent.id;
      const taken = await owner.put(`/api/agents/${other}/channels/${c.kind}`, { [c.routeField]: account.id, accessToken: 'EAAG-x', appSecret: 'y', verifyToken: 'another-verify-token' });
      expect(taken.statusCode).toBe(409);
    });
  });
}
