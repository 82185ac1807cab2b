import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { agentRuns, jobs } from '../../src/server/db/schema';
import { channelConfigs, channelMessages } from '../../src/server/db/channel-tables';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { startFakeTelegram, telegramUpdate, type FakeTelegram } from '../fixtures/fake-telegram';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';
import { signUp, type SessionClient } from '../support/session-client';
import { joinProject } from '../support/members';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';

const ORIGIN = 'https://agents.example.com';
let t: TestApp;
let llm: FakeLlm;
let tg: FakeTelegram;
let owner: SessionClient;
let agentId: string;
let projectId: string;
let secret: string;
let chatCounter = 500_000;

const plainAgent = { ...sampleAgent, websiteUrls: [], enabledTools: {}, toolConfigs: {} };
const nextChat = () => ++chatCounter;

function post(update: unknown, opts: { secret?: string | null; botId?: string | number } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = opts.secret === undefined ? secret : opts.secret;
  if (token !== null) headers['x-telegram-bot-api-secret-token'] = token;
  return t.app.inject({ method: 'POST', url: `/webhook/telegram/${opts.botId ?? tg.bot.id}`, payload: typeof update === 'string' ? update : JSON.stringify(update), headers });
}

const view = async () => (await owner.get(`/api/agents/${agentId}/channels`)).json().telegram;
const sentTo = (chatId: number) => tg.sent.filter((s) => s.chatId === String(chatId));
const quiet = (ms = 400) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  llm = await startFakeLlm();
  tg = await startFakeTelegram();
  t = await createTestApp({ SIGNUP_MODE: 'open', PUBLIC_URL: ORIGIN, ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '3000', TELEGRAM_API_URL: tg.url }, { worker: true });
  owner = (await signUp(t.app)).client;
  const created = await createAgent(owner, plainAgent);
  agentId = created.agent.id;
  projectId = created.projectId;
  await useFakeModel(owner, created.projectId, llm.baseUrl);
  expect((await owner.post(`/api/agents/${agentId}/publish`)).statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  await llm.close();
  await tg.close();
});
beforeEach(() => {
  tg.sent.length = 0;
  expect(tg.malformed).toEqual([]);
});

describe('connecting a Telegram bot', () => {
  it('refuses a token Telegram refuses with 502 and its reason, saving nothing', async () => {
    const refused = await owner.put(`/api/agents/${agentId}/channels/telegram`, { botToken: '123456:AAE-not-a-real-token-at-all', allowGroups: false });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe('Telegram refused getMe (HTTP 401): Unauthorized Nothing was saved.');
    expect((await view()).configured).toBe(false);
    const malformed = await owner.put(`/api/agents/${agentId}/channels/telegram`, { botToken: 'not a token' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('botToken');
    const missing = await owner.put(`/api/agents/${agentId}/channels/telegram`, { allowGroups: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('botToken: required (nothing is stored yet)');
  });

  it('asks getMe for the bot, registers the webhook with a random secret, and keeps the token out of every answer', async () => {
    const saved = await owner.put(`/api/agents/${agentId}/channels/telegram`, { botToken: tg.bot.token, allowGroups: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ botUsername: 'shop_helper_bot', botId: String(tg.bot.id), botTokenHint: `…${tg.bot.token.slice(-4)}`, allowGroups: true, configured: true });
    expect(saved.json().webhookUrl).toBe(`${ORIGIN}/webhook/telegram/${tg.bot.id}`);
    const hook = tg.webhooks.get(tg.bot.token);
    expect(hook).toMatchObject({ url: `${ORIGIN}/webhook/telegram/${tg.bot.id}`, allowedUpdates: ['message'] });
    expect(hook?.secretToken).toMatch(/^[A-Za-z0-9_-]{32,256}$/);
    secret = hook?.secretToken ?? '';
    const listed = JSON.stringify((await owner.get(`/api/agents/${agentId}/channels`)).json());
    expect(listed).not.toContain(tg.bot.token);
    expect(listed).not.toContain(secret);
    // sealed at rest
    const [row] = await t.deps.db.select().from(channelConfigs).where(eq(channelConfigs.agentId, agentId));
    expect(row.secretsEnc).not.toContain(tg.bot.token);
    expect(row.secretsEnc).not.toContain(secret);
  });

  it('checks the bot with getMe, and sends a test message to a typed chat id', async () => {
    const check = await owner.post(`/api/agents/${agentId}/channels/telegram/check`, {});
    expect(check.json()).toEqual({ ok: true, code: 'telegramBot', params: { bot: '@shop_helper_bot' }, detail: 'Telegram knows the bot @shop_helper_bot.' });
    const sent = await owner.post(`/api/agents/${agentId}/channels/telegram/check`, { to: '424242' });
    expect(sent.json()).toEqual({ ok: true, code: 'telegramSent', params: { bot: '@shop_helper_bot', to: '424242' }, detail: '@shop_helper_bot sent a test message to chat 424242.' });
    const notAChat = await owner.post(`/api/agents/${agentId}/channels/telegram/check`, { to: '@someone' });
    expect(notAChat.json()).toEqual({ ok: false, code: 'telegramChatId', params: {}, detail: 'Enter a chat id: digits, with a minus sign for a group.' });
    expect(tg.sent).toMatchObject([{ chatId: '424242', text: 'This is a test message from @shop_helper_bot.' }]);
  });
});

describe('Telegram updates', () => {
  it('answers a private chat once, showing the typing action, even when the update is delivered again', async () => {
    const chat = nextChat();
    llm.script({ kind: 'reply', text: 'We open at **nine**. See [our hours](https://shop.example.com/hours?a=1&b=2).' });
    const update = telegramUpdate({ chatId: chat, text: 'When do you open?' });
    const res = await post(update);
    expect(res.statusCode).toBe(200);
    await until(() => sentTo(chat).length === 1, 'the reply');
    expect(sentTo(chat)[0]).toMatchObject({ text: 'We open at <b>nine</b>. See <a href="https://shop.example.com/hours?a=1&amp;b=2">our hours</a>.', replyTo: null });
    expect(tg.actions).toContainEqual({ chatId: String(chat), action: 'typing' });
    // Telegram redelivers an update it saw no 2xx for: the same update_id is answered once
    expect((await Promise.all([post(update), post(update)])).map((r) => r.statusCode)).toEqual([200, 200]);
    await quiet();
    expect(sentTo(chat)).toHaveLength(1);
    const runs = await t.deps.db.select().from(agentRuns).where(eq(agentRuns.sessionId, `telegram:${chat}`));
    expect(runs.map((r) => r.channel)).toEqual(['telegram']);

    // the next message continues the conversation
    llm.script({ kind: 'reply', text: 'Yes.' });
    expect((await post(telegramUpdate({ chatId: chat, text: 'Saturdays too?' }))).statusCode).toBe(200);
    await until(() => sentTo(chat).length === 2, 'the second reply');
    expect(JSON.stringify(llm.requests.at(-1)?.body.messages)).toContain('When do you open?');
    expect((await view()).status.state).toBe('connected');
  });

  it("answers one chat's messages one at a time, in the order they came, each with the turns before it", async () => {
    const chat = nextChat();
    // the first answer is slow: answered side by side, the second would go out first and without it
    llm.script({ kind: 'reply', text: 'First answer.', delayMs: 700 }, { kind: 'reply', text: 'Second answer.' });
    expect((await post(telegramUpdate({ chatId: chat, text: 'First question?' }))).statusCode).toBe(200);
    expect((await post(telegramUpdate({ chatId: chat, text: 'Second question?' }))).statusCode).toBe(200);
    await until(() => sentTo(chat).length === 2, 'both replies');
    expect(sentTo(chat).map((s) => s.text)).toEqual(['First answer.', 'Second answer.']);
    const second = JSON.stringify(llm.requests.at(-1)?.body.messages);
    expect(second).toContain('First question?');
    expect(second).toContain('First answer.');
  });

  it('refuses a wrong or missing secret and an unknown bot id with nothing stored or answered', async () => {
    const chat = nextChat();
    const update = telegramUpdate({ chatId: chat, text: 'hi' });
    const wrong = await post(update, { secret: `${secret.slice(0, -1)}x` });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toBe('Forbidden');
    expect((await post(update, { secret: null })).statusCode).toBe(403);
    expect((await post(update, { botId: 1234567 })).statusCode).toBe(403);
    expect((await post(update, { botId: 'bot-id' })).statusCode).toBe(403);
    await quiet(300);
    expect(await t.deps.db.select().from(channelMessages).where(eq(channelMessages.sender, String(chat)))).toHaveLength(0);
    expect(sentTo(chat)).toHaveLength(0);
  });

  it('acknowledges updates of the wrong shape and other update types without doing anything', async () => {
    const requests = llm.requests.length;
    for (const body of ['{not json', JSON.stringify({ hello: 'world' }), JSON.stringify({ update_id: 'x' }), JSON.stringify({ update_id: 5, message: { chat: {} } })]) {
      const res = await post(body);
      expect(res.statusCode, body).toBe(200);
    }
    expect((await post({ update_id: 9_000_001, edited_message: { message_id: 1, chat: { id: 1, type: 'private' }, date: 1, text: 'edited' } })).statusCode).toBe(200);
    const big = await post(JSON.stringify({ update_id: 1, message: { text: 'x'.repeat(70_000) } }));
    expect(big.statusCode).toBe(413);
    await quiet(300);
    expect(tg.sent).toHaveLength(0);
    expect(llm.requests.length).toBe(requests);
  });

  it('answers a group message only when it mentions the bot or replies to it, replying to that message', async () => {
    const group = -(1_000_000_000_000 + nextChat());
    const requests = llm.requests.length;
    expect((await post(telegramUpdate({ chatId: group, chatType: 'supergroup', fromId: 77, text: 'anyone here?' }))).statusCode).toBe(200);
    // a mention of another user
    expect((await post(telegramUpdate({ chatId: group, chatType: 'supergroup', fromId: 77, text: '@someone_else hi', entities: [{ type: 'mention', offset: 0, length: 13 }] }))).statusCode).toBe(200);
    await quiet();
    expect(sentTo(group)).toHaveLength(0);
    expect(llm.requests.length).toBe(requests);

    llm.script({ kind: 'reply', text: 'We open at nine.' });
    const mention = telegramUpdate({ chatId: group, chatType: 'supergroup', fromId: 77, text: '@Shop_Helper_Bot when do you open?', entities: [{ type: 'mention', offset: 0, length: 16 }], messageId: 4321 });
    expect((await post(mention)).statusCode).toBe(200);
    await until(() => sentTo(group).length === 1, 'the group reply');
    expect(sentTo(group)[0]).toMatchObject({ text: 'We open at nine.', replyTo: 4321 });
    // the mention is not part of the question the model read
    expect(JSON.stringify(llm.requests.at(-1)?.body.messages)).toContain('"when do you open?"');

    llm.script({ kind: 'reply', text: 'Until six.' });
    expect((await post(telegramUpdate({ chatId: group, chatType: 'group', fromId: 78, text: 'and closing?', replyToFromId: tg.bot.id, messageId: 4322 }))).statusCode).toBe(200);
    await until(() => sentTo(group).length === 2, 'the reply to a reply');
    expect(sentTo(group)[1]).toMatchObject({ text: 'Until six.', replyTo: 4322 });
    // the group is one conversation (and one visitor for limits): its chat id
    expect(await t.deps.db.select().from(agentRuns).where(eq(agentRuns.sessionId, `telegram:${group}`))).toHaveLength(2);
  });

  it('ignores groups when the owner does not allow them, and keeps the stored token on a save without one', async () => {
    const saved = await owner.put(`/api/agents/${agentId}/channels/telegram`, { botToken: '', allowGroups: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ allowGroups: false, botTokenHint: `…${tg.bot.token.slice(-4)}` });
    secret = tg.webhooks.get(tg.bot.token)?.secretToken ?? '';
    const group = -(1_000_000_000_000 + nextChat());
    const mention = telegramUpdate({ chatId: group, chatType: 'supergroup', fromId: 77, text: '@shop_helper_bot hello', entities: [{ type: 'mention', offset: 0, length: 16 }] });
    expect((await post(mention)).statusCode).toBe(200);
    await quiet();
    expect(sentTo(group)).toHaveLength(0);
    expect((await owner.put(`/api/agents/${agentId}/channels/telegram`, { allowGroups: true })).statusCode).toBe(200);
    secret = tg.webhooks.get(tg.bot.token)?.secretToken ?? '';
  });

  it('answers a photo with the polite note', async () => {
    const chat = nextChat();
    expect((await post(telegramUpdate({ chatId: chat, photo: true }))).statusCode).toBe(200);
    await until(() => sentTo(chat).length === 1, 'the note');
    expect(sentTo(chat)[0].text).toBe('Sorry, I can only read text messages. Please write your question.');
  });

  it("escapes the model's HTML, so a <script> arrives as text", async () => {
    const chat = nextChat();
    llm.script({ kind: 'reply', text: 'Try <script>alert("x")</script> & `<b>code</b>` or [this](javascript:alert(1)).' });
    expect((await post(telegramUpdate({ chatId: chat, text: 'hack me' }))).statusCode).toBe(200);
    await until(() => sentTo(chat).length === 1, 'the reply');
    expect(sentTo(chat)[0].text).toBe('Try &lt;script&gt;alert("x")&lt;/script&gt; &amp; <code>&lt;b&gt;code&lt;/b&gt;</code> or this (javascript:alert(1)).');
  });

  it('splits a long reply at sentence boundaries within 4,096 characters, each part well formed', async () => {
    const chat = nextChat();
    const long = `**Summary.** ${Array.from({ length: 260 }, (_, i) => `Sentence ${i} is *about* the shop & its hours.`).join(' ')}`;
    llm.script({ kind: 'reply', text: long });
    expect((await post(telegramUpdate({ chatId: chat, text: 'Tell me everything' }))).statusCode).toBe(200);
    await until(() => sentTo(chat).length >= 3, 'the parts');
    await quiet(300);
    const parts = sentTo(chat).map((s) => s.text);
    expect(parts.length).toBe(3);
    // the fake refused nothing: every part parsed and fit (checked in beforeEach); each ends a sentence
    for (const part of parts.slice(0, -1)) expect(part).toMatch(/\.$/);
    const visible = parts.map((p) => p.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&')).join(' ');
    expect(visible).toBe(long.replace(/\*/g, ''));
  });

  it('waits out a 429 for retry_after seconds and sends once', async () => {
    const chat = nextChat();
    tg.throttleNext(1, 1);
    llm.script({ kind: 'reply', text: 'After the pause.' });
    expect((await post(telegramUpdate({ chatId: chat, text: 'hello?' }))).statusCode).toBe(200);
    await until(() => sentTo(chat).length === 1, 'the reply after the pause', 10_000);
    expect(sentTo(chat)[0].text).toBe('After the pause.');
    await quiet();
    expect(sentTo(chat)).toHaveLength(1);
    expect(await t.deps.db.select().from(agentRuns).where(eq(agentRuns.sessionId, `telegram:${chat}`))).toHaveLength(1);
  });

  it('marks the answer not sent once every attempt was throttled, and sends nothing', async () => {
    const chat = nextChat();
    // longer than the transport waits inline: each attempt fails and is retried later
    tg.throttleNext(1000, 600);
    try {
      llm.script({ kind: 'reply', text: 'Throttled every time.' });
      expect((await post(telegramUpdate({ chatId: chat, text: 'anyone?' }))).statusCode).toBe(200);
      const run = async () => (await t.deps.db.select().from(agentRuns).where(eq(agentRuns.sessionId, `telegram:${chat}`)))[0];
      // the retries wait 2, 4, 8 and 16 s; bring each one forward instead of waiting
      await until(async () => {
        await t.deps.db.update(jobs).set({ runAt: sql`now()` }).where(and(eq(jobs.kind, 'channel.reply'), eq(jobs.status, 'queued')));
        return Boolean((await run())?.deliveryError);
      }, 'the answer marked not sent', 15_000);
      expect((await run())?.deliveryError).toBe('No reply was sent after 5 attempts: Telegram refused sendMessage (HTTP 429): Too Many Requests: retry after 600');
      expect((await run())?.agentOutput).toBe('Throttled every time.');
      expect(sentTo(chat)).toEqual([]);
    } finally {
      tg.throttleNext(0, 0);
    }
  });

  it('records a blocked chat and a revoked token as the channel’s last error', async () => {
    const chat = nextChat();
    tg.blocked.add(String(chat));
    llm.script({ kind: 'reply', text: 'You will not read this.' });
    expect((await post(telegramUpdate({ chatId: chat, text: 'hi' }))).statusCode).toBe(200);
    await until(async () => (await view()).status.lastError === 'Telegram refused sendMessage (HTTP 403): Forbidden: bot was blocked by the user', 'the blocked chat');
    expect((await view()).status.state).toBe('error');
    // the answer itself is marked not sent, with Telegram's reason, for the Inbox and Conversations
    const deliveryError = async () => (await t.deps.db.select().from(agentRuns).where(eq(agentRuns.sessionId, `telegram:${chat}`)))[0]?.deliveryError;
    await until(async () => Boolean(await deliveryError()), 'the reply marked not sent');
    expect(await deliveryError()).toBe('Telegram refused sendMessage (HTTP 403): Forbidden: bot was blocked by the user');

    const other = nextChat();
    tg.revoke(tg.bot.token);
    try {
      llm.script({ kind: 'reply', text: 'Nor this.' });
      expect((await post(telegramUpdate({ chatId: other, text: 'hi' }))).statusCode).toBe(200);
      await until(async () => (await view()).status.lastError === 'Telegram refused sendMessage (HTTP 401): Unauthorized', 'the revoked token');
      const check = await owner.post(`/api/agents/${agentId}/channels/telegram/check`, {});
      expect(check.json()).toEqual({ ok: false, code: 'refused', params: { reason: 'Telegram refused getMe (HTTP 401): Unauthorized' }, detail: 'Telegram refused getMe (HTTP 401): Unauthorized' });
      expect(JSON.stringify(await view())).not.toContain(tg.bot.token);
    } finally {
      // a fresh bot for the tests that follow
      tg.bot = tg.newBot('shop_helper_bot');
      expect((await owner.put(`/api/agents/${agentId}/channels/telegram`, { botToken: tg.bot.token, allowGroups: true })).statusCode).toBe(200);
      secret = tg.webhooks.get(tg.bot.token)?.secretToken ?? '';
    }
  });
});

describe('a person answering a Telegram chat', () => {
  it('sends the operator reply through sendMessage', async () => {
    const chat = nextChat();
    llm.script({ kind: 'reply', text: 'Hello from the bot.' });
    expect((await post(telegramUpdate({ chatId: chat, text: 'hi' }))).statusCode).toBe(200);
    await until(() => sentTo(chat).length === 1, 'the bot reply');
    const conversation = (await owner.get(`/api/projects/${projectId}/inbox`)).json().conversations.find((c: { sessionId: string }) => c.sessionId === `telegram:${chat}`);
    expect(conversation.channel).toBe('telegram');
    expect((await owner.post(`/api/inbox/conversations/${conversation.id}/take-over`)).statusCode).toBe(200);
    await until(() => sentTo(chat).length === 2, 'the take-over note');
    const sent = await owner.post(`/api/inbox/conversations/${conversation.id}/messages`, { text: 'Yes, this is **Ana** <3' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sentTo(chat)[2]).toMatchObject({ text: 'Yes, this is <b>Ana</b> &lt;3' });
  });
});

describe('who may change the Telegram channel', () => {
  it('gives a second project 404 and a viewer 403', async () => {
    const stranger = (await signUp(t.app)).client;
    expect((await stranger.get(`/api/agents/${agentId}/channels`)).statusCode).toBe(404);
    expect((await stranger.put(`/api/agents/${agentId}/channels/telegram`, { botToken: tg.bot.token })).statusCode).toBe(404);
    expect((await stranger.post(`/api/agents/${agentId}/channels/telegram/check`, {})).statusCode).toBe(404);
    expect((await stranger.delete(`/api/agents/${agentId}/channels/telegram`)).statusCode).toBe(404);
    const viewer = await joinProject(t.app, owner, projectId, 'viewer');
    expect((await viewer.get(`/api/agents/${agentId}/channels`)).statusCode).toBe(200);
    expect((await viewer.put(`/api/agents/${agentId}/channels/telegram`, { allowGroups: false })).statusCode).toBe(403);
    expect((await viewer.post(`/api/agents/${agentId}/channels/telegram/check`, {})).statusCode).toBe(403);
    expect((await viewer.delete(`/api/agents/${agentId}/channels/telegram`)).statusCode).toBe(403);
    expect(tg.webhooks.has(tg.bot.token)).toBe(true);
  });
});

describe('changing the bot', () => {
  it("deletes the old bot's webhook when another bot's token is saved, and keeps it when the same bot is saved again", async () => {
    const old = tg.bot;
    const deletedBefore = tg.deleted.length;
    expect((await owner.put(`/api/agents/${agentId}/channels/telegram`, { allowGroups: true })).statusCode).toBe(200);
    expect(tg.deleted.slice(deletedBefore)).toEqual([]);
    expect(tg.webhooks.has(old.token)).toBe(true);

    const replacement = tg.newBot('bakery_helper_bot');
    const saved = await owner.put(`/api/agents/${agentId}/channels/telegram`, { botToken: replacement.token, allowGroups: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ botUsername: 'bakery_helper_bot', botId: String(replacement.id) });
    expect(tg.deleted.slice(deletedBefore)).toEqual([old.token]);
    expect(tg.webhooks.has(old.token)).toBe(false);
    expect(tg.webhooks.get(replacement.token)?.url).toBe(`${ORIGIN}/webhook/telegram/${replacement.id}`);
    // the old bot's id no longer routes to the agent
    expect((await post(telegramUpdate({ chatId: nextChat(), text: 'old bot?' }), { botId: old.id })).statusCode).toBe(403);

    // back to the first bot for the tests that follow
    expect((await owner.put(`/api/agents/${agentId}/channels/telegram`, { botToken: old.token, allowGroups: true })).statusCode).toBe(200);
    expect(tg.deleted.slice(deletedBefore)).toEqual([old.token, replacement.token]);
    secret = tg.webhooks.get(old.token)?.secretToken ?? '';
  });
});

describe('disconnecting Telegram', () => {
  it('deletes the webhook at Telegram and forgets the bot', async () => {
    expect((await owner.delete(`/api/agents/${agentId}/channels/telegram`)).statusCode).toBe(204);
    expect(tg.deleted).toContain(tg.bot.token);
    expect(tg.webhooks.has(tg.bot.token)).toBe(false);
    expect((await view()).configured).toBe(false);
    expect((await post(telegramUpdate({ chatId: nextChat(), text: 'still there?' }))).statusCode).toBe(403);
  });
});
