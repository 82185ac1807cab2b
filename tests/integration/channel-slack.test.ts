import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { agentRuns, conversations } from '../../src/server/db/schema';
import { channelConfigs, channelMessages } from '../../src/server/db/channel-tables';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { signSlackRequest, slackEventPayload, startFakeSlack, type FakeSlack } from '../fixtures/fake-slack';
import { buildApp } from '../../src/server/app';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';
import { joinProject } from '../support/members';

const ORIGIN = 'https://agents.example.com';
let t: TestApp;
let llm: FakeLlm;
let slack: FakeSlack;
let owner: SessionClient;
let agentId: string;
let projectId: string;
let tsCounter = 0;

const plainAgent = { ...sampleAgent, websiteUrls: [], enabledTools: {}, toolConfigs: {} };
const nextTs = () => `${1_700_000_000 + ++tsCounter}.000100`;

function post(body: string, headers: Record<string, string> = signSlackRequest(slack.signingSecret, body)) {
  return t.app.inject({ method: 'POST', url: '/webhook/slack', payload: body, headers });
}

const dm = (user: string, text: string, ts = nextTs(), extra: Record<string, unknown> = {}) => ({
  type: 'message',
  channel: `D${user.slice(1)}`,
  user,
  text,
  ts,
  event_ts: ts,
  channel_type: 'im',
  ...extra,
});
const mention = (user: string, channel: string, text: string, ts = nextTs(), extra: Record<string, unknown> = {}) => ({
  type: 'app_mention',
  channel,
  user,
  text: `<@${slack.botUserId}> ${text}`,
  ts,
  event_ts: ts,
  ...extra,
});

const storedFor = async (channel: string) => t.deps.db.select().from(channelMessages).where(like(channelMessages.providerMessageId, `${channel}:%`));

beforeAll(async () => {
  llm = await startFakeLlm();
  slack = await startFakeSlack();
  // info: the ignored events' log line is read from a second app on the same deps
  t = await createTestApp({ SIGNUP_MODE: 'open', PUBLIC_URL: ORIGIN, ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '3000', SLACK_API_URL: slack.url, LOG_LEVEL: 'info' }, { worker: true });
  owner = (await signUp(t.app)).client;
  const created = await createAgent(owner, plainAgent);
  agentId = created.agent.id;
  projectId = created.projectId;
  await useFakeModel(owner, created.projectId, llm.baseUrl);
  expect((await owner.post(`/api/agents/${agentId}/publish`)).statusCode).toBe(201);
  const saved = await owner.put(`/api/agents/${agentId}/channels/slack`, { appId: slack.appId, botToken: slack.botToken, signingSecret: slack.signingSecret });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await llm.close();
  await slack.close();
});
beforeEach(() => {
  slack.sent.length = 0;
  expect(slack.refused).toEqual([]);
});

describe('Slack settings', () => {
  it('shows the app id, a masked token and the Request URL, never the secrets', async () => {
    const view = (await owner.get(`/api/agents/${agentId}/channels`)).json().slack;
    expect(view).toMatchObject({ appId: slack.appId, botTokenHint: `…${slack.botToken.slice(-4)}`, signingSecretSet: true, configured: true, webhookUrl: `${ORIGIN}/webhook/slack` });
    expect(JSON.stringify(view)).not.toContain(slack.botToken);
    expect(JSON.stringify(view)).not.toContain(slack.signingSecret);
  });

  it('refuses a token Slack does not know (auth.test) and stores nothing', async () => {
    const other = (await createAgent(owner, { name: 'Other' })).agent.id;
    const res = await owner.put(`/api/agents/${other}/channels/slack`, { appId: 'A0OTHER123', botToken: 'xoxb-1-wrong', signingSecret: slack.signingSecret });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toContain('invalid_auth');
    expect((await owner.get(`/api/agents/${other}/channels`)).json().slack.configured).toBe(false);
    slack.refused.length = 0;
    const bad = await owner.put(`/api/agents/${other}/channels/slack`, { appId: 'not-an-app', botToken: 'abc', signingSecret: 'zz' });
    expect(bad.statusCode).toBe(400);
  });

  it('checks the token with auth.test and sends a test message to a typed channel id', async () => {
    const check = await owner.post(`/api/agents/${agentId}/channels/slack/check`, {});
    expect(check.json()).toEqual({ ok: true, code: 'slackWorkspace', params: { workspace: 'Acme', user: 'agentbot' }, detail: 'Connected to the Acme workspace as @agentbot.' });
    const sent = await owner.post(`/api/agents/${agentId}/channels/slack/check`, { to: 'C0TEST0001' });
    expect(sent.json()).toMatchObject({ ok: true, code: 'slackSent', params: { workspace: 'Acme', user: 'agentbot', to: 'C0TEST0001' } });
    expect(slack.sent).toEqual([{ channel: 'C0TEST0001', text: 'This is a test message: this agent answers here.' }]);
    expect((await owner.post(`/api/agents/${agentId}/channels/slack/check`, { to: '#general' })).statusCode).toBe(400);
  });
});

describe('Slack Events API', () => {
  it('answers the url_verification challenge only when signed and fresh', async () => {
    const body = JSON.stringify({ token: 'Jhj5dZrVaK7ZwHHjRyZWjbDl', challenge: '3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P', type: 'url_verification' });
    const ok = await post(body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ challenge: '3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P' });
    expect((await post(body, signSlackRequest('0123456789abcdef0123456789abcdef', body))).statusCode).toBe(401);
    const old = await post(body, signSlackRequest(slack.signingSecret, body, Math.floor(Date.now() / 1000) - 6 * 60));
    expect(old.statusCode).toBe(401);
    expect(old.body).not.toContain('3eZbrw1a');
  });

  it('answers a DM in its thread as mrkdwn, once, whatever Slack retries', async () => {
    llm.script({ kind: 'reply', text: 'We open at **nine** & close <late>.' });
    const event = dm('U0ANA00001', 'When do you open?');
    const body = slackEventPayload(slack, event);
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    await until(() => slack.sent.length === 1, 'the reply');
    expect(slack.sent[0]).toEqual({ channel: 'D0ANA00001', text: 'We open at *nine* &amp; close &lt;late&gt;.', thread_ts: event.ts });
    // a retry of the same event, and the same post as an app_mention: acknowledged, not answered again
    const retry = await post(body, { ...signSlackRequest(slack.signingSecret, body), 'x-slack-retry-num': '1', 'x-slack-retry-reason': 'http_timeout' });
    expect(retry.statusCode).toBe(200);
    const twin = slackEventPayload(slack, { ...event, type: 'app_mention', channel_type: undefined });
    expect((await post(twin)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(slack.sent).toHaveLength(1);
    const runs = await t.deps.db.select().from(agentRuns).where(eq(agentRuns.sessionId, 'slack:D0ANA00001'));
    expect(runs.map((r) => r.channel)).toEqual(['slack']);
  });

  it('answers a mention in the thread it was written in, without the mention, one conversation per thread', async () => {
    llm.script({ kind: 'reply', text: 'Hi there.' });
    const root = nextTs();
    const event = mention('U0BEN00001', 'C0SALES001', 'what is the price?', nextTs(), { thread_ts: root });
    expect((await post(slackEventPayload(slack, event))).statusCode).toBe(200);
    await until(() => slack.sent.length === 1, 'the reply');
    expect(slack.sent[0]).toEqual({ channel: 'C0SALES001', text: 'Hi there.', thread_ts: root });
    const asked = JSON.stringify(llm.requests.at(-1)?.body.messages);
    expect(asked).toContain('what is the price?');
    expect(asked).not.toContain(slack.botUserId);
    const convs = await t.deps.db.select().from(conversations).where(eq(conversations.sessionId, `slack:C0SALES001:${root}`));
    expect(convs).toHaveLength(1);
  });

  it('ignores the bot itself, other bots, edits and channel messages that do not mention it', async () => {
    const ignored = [
      dm('U0CAT00001', 'my own reply', nextTs(), { bot_id: 'B0BOT', app_id: slack.appId }),
      dm(slack.botUserId, 'the bot user', nextTs()),
      dm('U0CAT00001', 'edited', nextTs(), { subtype: 'message_changed' }),
      dm('U0CAT00001', 'joined', nextTs(), { subtype: 'channel_join' }),
      { ...dm('U0CAT00001', 'a channel post'), channel: 'C0SALES001', channel_type: 'channel' },
    ];
    for (const event of ignored) expect((await post(slackEventPayload(slack, event))).statusCode).toBe(200);
    expect((await post(slackEventPayload(slack, { type: 'reaction_added', user: 'U0CAT00001', reaction: 'thumbsup' }))).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 400));
    expect(slack.sent).toHaveLength(0);
    expect(await storedFor('D0CAT00001')).toHaveLength(0);
    expect(await storedFor(`D${slack.botUserId.slice(1)}`)).toHaveLength(0);
  });

  it('ignores, with a 200, events of the same app from a workspace other than the one connected', async () => {
    const [config] = await t.deps.db.select().from(channelConfigs).where(eq(channelConfigs.agentId, agentId));
    expect(config.settings).toEqual({ teamId: slack.teamId });
    const modelCalls = llm.requests.length;
    const otherTeam = 'T0OTHERTEAM';
    const foreign = (event: Record<string, unknown>) => {
      const payload = JSON.parse(slackEventPayload(slack, event)) as Record<string, unknown>;
      return JSON.stringify({ ...payload, team_id: otherTeam, authorizations: [{ enterprise_id: null, team_id: otherTeam, user_id: 'U0OTHERBOT', is_bot: true, is_enterprise_install: false }] });
    };
    expect((await post(foreign(dm('U0FOX00001', 'answer me from elsewhere')))).statusCode).toBe(200);
    expect((await post(foreign(mention('U0FOX00001', 'C0FOX00001', 'and here')))).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 400));
    expect(await storedFor('D0FOX00001')).toHaveLength(0);
    expect(await storedFor('C0FOX00001')).toHaveLength(0);
    expect(slack.sent).toHaveLength(0);
    expect(llm.requests.length).toBe(modelCalls);
    expect((await owner.get(`/api/agents/${agentId}/channels`)).json().slack.status.state).toBe('connected');

    // a shared channel: the event names another workspace, but this installation sees it (authorizations)
    llm.script({ kind: 'reply', text: 'Shared hello.' });
    const shared = JSON.parse(slackEventPayload(slack, mention('U0FOX00002', 'C0SHARED01', 'hi from a partner'))) as Record<string, unknown>;
    expect((await post(JSON.stringify({ ...shared, team_id: otherTeam, is_ext_shared_channel: true }))).statusCode).toBe(200);
    await until(() => slack.sent.length === 1, 'the reply in the shared channel');
    expect(llm.requests.length).toBeGreaterThan(modelCalls);
  });

  it('logs an event from another workspace once, without secrets', async () => {
    const lines: string[] = [];
    const app = await buildApp(t.deps, { logStream: { write: (line) => void lines.push(line) } });
    try {
      const payload = JSON.parse(slackEventPayload(slack, dm('U0FOX00003', 'hello?'))) as Record<string, unknown>;
      const body = JSON.stringify({ ...payload, team_id: 'T0OTHERTEAM', authorizations: [{ team_id: 'T0OTHERTEAM', user_id: 'U0OTHERBOT', is_bot: true }] });
      const res = await app.inject({ method: 'POST', url: '/webhook/slack', payload: body, headers: signSlackRequest(slack.signingSecret, body) });
      expect(res.statusCode).toBe(200);
      const ignored = lines.filter((l) => l.includes('Slack event from another workspace ignored'));
      expect(ignored).toHaveLength(1);
      expect(JSON.parse(ignored[0] ?? '{}')).toMatchObject({ channel: 'slack', appId: slack.appId, teamId: 'T0OTHERTEAM' });
      const logged = lines.join('\n');
      for (const secret of [slack.signingSecret, slack.botToken, 'hello?']) expect(logged).not.toContain(secret);
    } finally {
      await app.close();
    }
  });

  it('refuses a wrong signature, an old timestamp and an unknown app with 401, storing nothing', async () => {
    const body = slackEventPayload(slack, dm('U0DAN00001', 'hello'));
    expect((await post(body, signSlackRequest('0123456789abcdef0123456789abcdef', body))).statusCode).toBe(401);
    expect((await post(body, { ...signSlackRequest(slack.signingSecret, body), 'x-slack-signature': '' })).statusCode).toBe(401);
    expect((await post(body, signSlackRequest(slack.signingSecret, body, Math.floor(Date.now() / 1000) - 301))).statusCode).toBe(401);
    expect((await post(body, { 'content-type': 'application/json' })).statusCode).toBe(401);
    const tampered = body.replace('hello', 'hellO');
    expect((await post(tampered, signSlackRequest(slack.signingSecret, body))).statusCode).toBe(401);
    const unknown = body.replace(slack.appId, 'A0UNKNOWN1');
    expect((await post(unknown)).statusCode).toBe(401);
    const notJson = await post('{nope');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('body: not valid JSON');
    const noEvent = await post(JSON.stringify({ type: 'event_callback', api_app_id: slack.appId, team_id: slack.teamId, event_id: 'Ev1' }));
    expect(noEvent.statusCode).toBe(400);
    expect(noEvent.json().message).toMatch(/^event: /);
    await new Promise((r) => setTimeout(r, 300));
    expect(slack.sent).toHaveLength(0);
    expect(await storedFor('D0DAN00001')).toHaveLength(0);
  });

  it('waits out a 429 (Retry-After) and sends once', async () => {
    llm.script({ kind: 'reply', text: 'After the limit.' });
    slack.failNext({ status: 429, retryAfter: 1 });
    expect((await post(slackEventPayload(slack, dm('U0EVA00001', 'hi')))).statusCode).toBe(200);
    await until(() => slack.sent.length === 1, 'the reply after the rate limit', 8000);
    expect(slack.sent[0].text).toBe('After the limit.');
    await new Promise((r) => setTimeout(r, 300));
    expect(slack.sent).toHaveLength(1);
  });

  it('records a revoked token as the last error, shown in Deployments', async () => {
    llm.script({ kind: 'reply', text: 'Nobody will read this.' });
    slack.failNext({ error: 'token_revoked' });
    expect((await post(slackEventPayload(slack, dm('U0FAY00001', 'hi')))).statusCode).toBe(200);
    await until(async () => (await owner.get(`/api/agents/${agentId}/channels`)).json().slack.status.state === 'error', 'the error state');
    expect((await owner.get(`/api/agents/${agentId}/channels`)).json().slack.status.lastError).toBe('Slack refused chat.postMessage: token_revoked');
    expect(slack.sent).toHaveLength(0);
  });
});

describe('the Inbox on Slack', () => {
  it("shows the Slack user's name, and sends the operator's reply in the thread through chat.postMessage", async () => {
    slack.users.set('U0GIL00001', 'Gil Moreno');
    const lookups = () => slack.calls.filter((c) => c === 'users.info').length;
    const before = lookups();
    llm.script({ kind: 'reply', text: 'Hello from the bot.' });
    const event = dm('U0GIL00001', 'hi');
    expect((await post(slackEventPayload(slack, event))).statusCode).toBe(200);
    await until(() => slack.sent.length === 1, 'the bot reply');
    const list = (await owner.get(`/api/projects/${projectId}/inbox`)).json().conversations;
    const conversation = list.find((c: { sessionId: string }) => c.sessionId === 'slack:D0GIL00001');
    expect(conversation).toMatchObject({ channel: 'slack', visitorName: 'Gil Moreno' });
    expect((await owner.get(`/api/inbox/conversations/${conversation.id}`)).json().conversation.visitorName).toBe('Gil Moreno');
    expect((await owner.post(`/api/inbox/conversations/${conversation.id}/take-over`)).statusCode).toBe(200);
    const sentReply = await owner.post(`/api/inbox/conversations/${conversation.id}/messages`, { text: 'Yes, this is **Ana** <here>.' });
    expect(sentReply.statusCode, sentReply.body).toBe(201);
    expect(slack.sent.at(-1)).toEqual({ channel: 'D0GIL00001', text: 'Yes, this is *Ana* &lt;here&gt;.', thread_ts: event.ts });
    // users.info was asked once for this person
    expect(lookups() - before).toBe(1);
  });
});

describe('who may see and change the Slack channel', () => {
  it("gives a second project's user 404 and a viewer 403", async () => {
    const stranger = (await signUp(t.app)).client;
    expect((await stranger.get(`/api/agents/${agentId}/channels`)).statusCode).toBe(404);
    expect((await stranger.put(`/api/agents/${agentId}/channels/slack`, { appId: slack.appId, botToken: slack.botToken, signingSecret: slack.signingSecret })).statusCode).toBe(404);
    expect((await stranger.post(`/api/agents/${agentId}/channels/slack/check`, {})).statusCode).toBe(404);
    expect((await stranger.delete(`/api/agents/${agentId}/channels/slack`)).statusCode).toBe(404);
    const viewer = await joinProject(t.app, owner, projectId, 'viewer');
    expect((await viewer.put(`/api/agents/${agentId}/channels/slack`, { appId: slack.appId, botToken: slack.botToken, signingSecret: slack.signingSecret })).statusCode).toBe(403);
    expect((await viewer.post(`/api/agents/${agentId}/channels/slack/check`, {})).statusCode).toBe(403);
    expect((await viewer.delete(`/api/agents/${agentId}/channels/slack`)).statusCode).toBe(403);
    expect((await owner.get(`/api/agents/${agentId}/channels`)).json().slack.configured).toBe(true);
  });
});
