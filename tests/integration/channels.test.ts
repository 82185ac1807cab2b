import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentRuns, conversations } from '../../src/server/db/schema';
import { channelConfigs } from '../../src/server/db/channel-tables';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent } from '../support/agents';

const ORIGIN = 'https://agents.example.com';
let t: TestApp;
let owner: SessionClient;
let free: SessionClient;
let agentId: string;

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open', PUBLIC_URL: ORIGIN });
  owner = (await signUp(t.app)).client; // the admin has Premium access
  free = (await signUp(t.app)).client;
  agentId = (await createAgent(owner)).agent.id;
});
afterAll(async () => {
  await t.close();
});

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const notConfigured = { state: 'not_configured', lastMessageAt: null, lastError: null, lastErrorAt: null };

describe('SMS and WhatsApp settings', () => {
  it('starts unconfigured with the webhook URLs', async () => {
    const res = await owner.get(`/api/agents/${agentId}/channels`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sms: { accountSid: null, phoneNumber: null, authTokenHint: null, webhookUrl: `${ORIGIN}/webhook/sms`, configured: false, status: notConfigured },
      whatsapp: { phoneNumberId: null, accessTokenHint: null, appSecretSet: false, verifyTokenSet: false, webhookUrl: `${ORIGIN}/webhook/whatsapp`, configured: false, status: notConfigured },
      // Telegram's address names the bot, known once a token is saved (setWebhook registers it)
      telegram: { botUsername: null, botId: null, botTokenHint: null, allowGroups: false, webhookUrl: null, configured: false, status: notConfigured },
      email: {
        ...{ address: null, imapHost: null, imapPort: null, imapTls: null, imapUser: null, mailbox: null, smtpHost: null, smtpPort: null, smtpTls: null, smtpUser: null },
        ...{ imapPasswordHint: null, smtpPasswordSet: false, webhookUrl: null, configured: false, status: notConfigured },
      },
      slack: { appId: null, botTokenHint: null, signingSecretSet: false, webhookUrl: `${ORIGIN}/webhook/slack`, configured: false, status: notConfigured },
      messenger: { pageId: null, accessTokenHint: null, appSecretSet: false, verifyTokenSet: false, webhookUrl: `${ORIGIN}/webhook/messenger`, configured: false, status: notConfigured },
      instagram: { accountId: null, accessTokenHint: null, appSecretSet: false, verifyTokenSet: false, webhookUrl: `${ORIGIN}/webhook/instagram`, configured: false, status: notConfigured },
    });
  });

  it('stores the secrets encrypted, answers masked, and keeps them when none are sent', async () => {
    const saved = await owner.put(`/api/agents/${agentId}/channels/sms`, { accountSid: SID, authToken: 'twilio-auth-token-9f3a', phoneNumber: '+15551234567' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ accountSid: SID, phoneNumber: '+15551234567', authTokenHint: '…9f3a', configured: true, status: { state: 'connected' } });
    expect(saved.body).not.toContain('twilio-auth-token');

    const [row] = await t.deps.db.select().from(channelConfigs).where(eq(channelConfigs.agentId, agentId));
    expect(row.secretsEnc).toBeTruthy();
    expect(row.secretsEnc).not.toContain('twilio-auth-token');

    const kept = await owner.put(`/api/agents/${agentId}/channels/sms`, { accountSid: SID, authToken: '', phoneNumber: '+15550000000' });
    expect(kept.json()).toMatchObject({ phoneNumber: '+15550000000', authTokenHint: '…9f3a', configured: true });

    const wa = await owner.put(`/api/agents/${agentId}/channels/whatsapp`, { phoneNumberId: '106540352242922', accessToken: 'EAAG-access-token-77aa', appSecret: 'app-secret-value', verifyToken: 'my-verify-token' });
    expect(wa.statusCode, wa.body).toBe(200);
    expect(wa.json()).toMatchObject({ phoneNumberId: '106540352242922', accessTokenHint: '…77aa', appSecretSet: true, verifyTokenSet: true, configured: true });
    const view = await owner.get(`/api/agents/${agentId}/channels`);
    for (const secret of ['access-token', 'app-secret-value', 'my-verify-token', 'twilio-auth-token']) expect(view.body).not.toContain(secret);
  });

  it('requires every secret the first time, and validates each field by name', async () => {
    const other = (await createAgent(owner, { name: 'Second' })).agent.id;
    const noToken = await owner.put(`/api/agents/${other}/channels/sms`, { accountSid: SID, phoneNumber: '+15557654321' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().message).toBe('authToken: required (nothing is stored yet)');
    const bad = await owner.put(`/api/agents/${other}/channels/sms`, { accountSid: 'nope', authToken: 'x', phoneNumber: '555' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^accountSid: Enter the Account SID/);
    const badPhone = await owner.put(`/api/agents/${other}/channels/sms`, { accountSid: SID, authToken: 'x', phoneNumber: '555 123' });
    expect(badPhone.json().message).toBe('phoneNumber: Enter the Twilio phone number in international format, like +15551234567');
    const shortVerify = await owner.put(`/api/agents/${other}/channels/whatsapp`, { phoneNumberId: '1065403', accessToken: 'a', appSecret: 'b', verifyToken: 'short' });
    expect(shortVerify.statusCode).toBe(400);
    expect(shortVerify.json().message).toMatch(/^verifyToken: /);
    expect((await owner.put(`/api/agents/${other}/channels/fax`, { phoneNumber: '+15551234567' })).statusCode).toBe(404);
    // a number answers for one agent only
    const taken = await owner.put(`/api/agents/${other}/channels/sms`, { accountSid: SID, authToken: 'other-token', phoneNumber: '+15550000000' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/already answers for another agent/);
  });

  it('disconnects a channel: its settings and secrets are deleted', async () => {
    const other = (await createAgent(owner, { name: 'Third' })).agent.id;
    expect((await owner.put(`/api/agents/${other}/channels/sms`, { accountSid: SID, authToken: 'third-token', phoneNumber: '+15559990000' })).statusCode).toBe(200);
    expect((await free.delete(`/api/agents/${other}/channels/sms`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/agents/${other}/channels/sms`)).statusCode).toBe(204);
    expect((await owner.get(`/api/agents/${other}/channels`)).json().sms).toMatchObject({ configured: false, phoneNumber: null, authTokenHint: null });
    expect((await owner.delete(`/api/agents/${other}/channels/sms`)).statusCode).toBe(404);
  });

  it('is a Premium feature', async () => {
    const mine = (await createAgent(free)).agent.id;
    expect((await free.get(`/api/agents/${mine}/channels`)).statusCode).toBe(200);
    const res = await free.put(`/api/agents/${mine}/channels/sms`, { accountSid: SID, authToken: 'k-1234', phoneNumber: '+15551234567' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Upgrade to Premium to access this feature', code: 'PREMIUM_REQUIRED' });
  });

  it('another user gets 404', async () => {
    expect((await free.get(`/api/agents/${agentId}/channels`)).statusCode).toBe(404);
    expect((await free.put(`/api/agents/${agentId}/channels/sms`, { accountSid: SID, authToken: 'x', phoneNumber: '+15551234567' })).statusCode).toBe(404);
    expect((await free.get(`/api/agents/${agentId}/deployment-stats`)).statusCode).toBe(404);
  });
});

describe('deployment stats', () => {
  it('counts stored production turns and conversations per channel, and the last seven days', async () => {
    // noon UTC today: sessions stay valid and the seven days are predictable
    const now = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);
    const date = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString().slice(0, 10);
    t.setNow(now);
    try {
      const id = (await createAgent(owner, { name: 'Stats' })).agent.id;
      const conv = async (channel: string, isTest = false) =>
        (await t.deps.db.insert(conversations).values({ agentId: id, sessionId: `${channel}-${Math.random()}`, channel, isTest }).returning())[0].id;
      const chatConv = await conv('chat');
      const chatConv2 = await conv('chat');
      const widgetConv = await conv('widget');
      const testConv = await conv('test', true);
      const day = (d: number) => new Date(now.getTime() - d * 86_400_000);
      const base = { agentId: id, userInput: 'q' };
      await t.deps.db.insert(agentRuns).values([
        { ...base, conversationId: chatConv, channel: 'chat', status: 'completed', latency: 100, createdAt: day(0) },
        { ...base, conversationId: chatConv, channel: 'chat', status: 'completed', latency: 300, createdAt: day(1) },
        { ...base, conversationId: chatConv2, channel: 'chat', status: 'error', latency: 900, createdAt: day(1) },
        { ...base, conversationId: widgetConv, channel: 'widget', status: 'limited', latency: 0, createdAt: day(6) },
        { ...base, conversationId: widgetConv, channel: 'widget', status: 'completed', latency: 200, createdAt: day(9) },
        { ...base, channel: 'api', status: 'completed', latency: 400, createdAt: day(2) },
        { ...base, conversationId: testConv, channel: 'test', isTest: true, status: 'completed', latency: 5, createdAt: day(0) },
      ]);
      const res = await owner.get(`/api/agents/${id}/deployment-stats`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        byChannel: {
          chat: { conversations: 2, turns: 3, errors: 1, limited: 0 },
          widget: { conversations: 1, turns: 2, errors: 0, limited: 1 },
          api: { conversations: 0, turns: 1, errors: 0, limited: 0 },
        },
        totalConversations: 3,
        totalTurns: 6,
        avgLatency: 250,
        last7Days: [6, 5, 4, 3, 2, 1, 0].map((d) => ({ date: date(d), turns: [1, 0, 0, 0, 1, 2, 1][6 - d] })),
      });
    } finally {
      t.setNow(null);
    }
  });

  it('answers zeros for an agent with no traffic', async () => {
    const stats = (await owner.get(`/api/agents/${agentId}/deployment-stats`)).json();
    expect(stats).toMatchObject({ byChannel: {}, totalConversations: 0, totalTurns: 0, avgLatency: null });
    expect(stats.last7Days).toHaveLength(7);
  });
});
