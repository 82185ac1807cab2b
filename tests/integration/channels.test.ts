import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentRuns, channelConfigs, conversations } from '../../src/server/db/schema';
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

describe('SMS and WhatsApp settings', () => {
  it('starts unconfigured with the webhook URLs', async () => {
    const res = await owner.get(`/api/agents/${agentId}/channels`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sms: { phoneNumber: null, apiKeyHint: null, webhookUrl: `${ORIGIN}/webhook/sms`, configured: false },
      whatsapp: { phoneNumber: null, apiKeyHint: null, webhookUrl: `${ORIGIN}/webhook/whatsapp`, configured: false },
    });
  });

  it('saves the phone number and an encrypted key, answers masked, and keeps the key when none is sent', async () => {
    const saved = await owner.put(`/api/agents/${agentId}/channels/sms`, { phoneNumber: '+1 555 123 4567', apiKey: 'sk-live-telephony-9f3a' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ phoneNumber: '+1 555 123 4567', apiKeyHint: '…9f3a', webhookUrl: `${ORIGIN}/webhook/sms`, configured: true });
    expect(saved.body).not.toContain('telephony');

    const [row] = await t.deps.db.select().from(channelConfigs).where(eq(channelConfigs.agentId, agentId));
    expect(row.apiKeyEnc).toBeTruthy();
    expect(row.apiKeyEnc).not.toContain('telephony');

    const kept = await owner.put(`/api/agents/${agentId}/channels/sms`, { phoneNumber: '+15550000000', apiKey: '' });
    expect(kept.json()).toMatchObject({ phoneNumber: '+15550000000', apiKeyHint: '…9f3a', configured: true });
    const view = (await owner.get(`/api/agents/${agentId}/channels`)).json();
    expect(view.sms).toMatchObject({ phoneNumber: '+15550000000', apiKeyHint: '…9f3a', configured: true });
    expect(view.whatsapp.configured).toBe(false);

    const numberOnly = await owner.put(`/api/agents/${agentId}/channels/whatsapp`, { phoneNumber: '+34600000000' });
    expect(numberOnly.json()).toMatchObject({ phoneNumber: '+34600000000', apiKeyHint: null, configured: false });
  });

  it('validates the phone number and the channel', async () => {
    const bad = await owner.put(`/api/agents/${agentId}/channels/sms`, { phoneNumber: 'call me' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('phoneNumber: Enter a phone number like +15551234567');
    expect((await owner.put(`/api/agents/${agentId}/channels/fax`, { phoneNumber: '+15551234567' })).statusCode).toBe(400);
  });

  it('is a Premium feature', async () => {
    const mine = (await createAgent(free)).agent.id;
    expect((await free.get(`/api/agents/${mine}/channels`)).statusCode).toBe(200);
    const res = await free.put(`/api/agents/${mine}/channels/sms`, { phoneNumber: '+15551234567', apiKey: 'k-1234' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Upgrade to Premium to access this feature', code: 'PREMIUM_REQUIRED' });
  });

  it('another user gets 404', async () => {
    expect((await free.get(`/api/agents/${agentId}/channels`)).statusCode).toBe(404);
    expect((await free.put(`/api/agents/${agentId}/channels/sms`, { phoneNumber: '+15551234567' })).statusCode).toBe(404);
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
