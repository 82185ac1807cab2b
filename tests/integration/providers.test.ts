import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRuns } from '../../src/server/db/schema';
import { AZURE_API_VERSION, LEAD_ARGS, LEAD_REPLY, startProviderPeer, type ProviderPeer } from '../fixtures/provider-peers';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent } from '../support/agents';

let t: TestApp;
let peer: ProviderPeer;
beforeAll(async () => {
  peer = await startProviderPeer();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: peer.host });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const lastRequest = (path: string) => [...peer.requests].reverse().find((r) => r.path === path);

async function saveKey(client: SessionClient, projectId: string, body: Record<string, unknown>) {
  const res = await client.post(`/api/projects/${projectId}/api-keys`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const cases = [
  {
    provider: 'google',
    modelsPath: '/gemini/v1beta/models',
    auth: (h: Record<string, unknown>) => expect(h['x-goog-api-key']).toBe(peer.goodKey),
    listed: ['gemini-2.5-flash', 'gemini-peer-preview'],
    model: 'gemini-2.5-flash',
    chatPath: '/gemini/v1beta/models/gemini-2.5-flash:streamGenerateContent',
    reply: 'Hello from Gemini.',
  },
  {
    provider: 'mistral',
    modelsPath: '/mistral/v1/models',
    auth: (h: Record<string, unknown>) => expect(h.authorization).toBe(`Bearer ${peer.goodKey}`),
    listed: ['mistral-large-latest'],
    model: 'mistral-large-latest',
    chatPath: '/mistral/v1/chat/completions',
    reply: 'Hello from Mistral.',
  },
  {
    provider: 'groq',
    modelsPath: '/groq/openai/v1/models',
    auth: (h: Record<string, unknown>) => expect(h.authorization).toBe(`Bearer ${peer.goodKey}`),
    listed: ['llama-3.3-70b-versatile'],
    model: 'llama-3.3-70b-versatile',
    chatPath: '/groq/openai/v1/chat/completions',
    reply: 'Hello from Groq.',
  },
  {
    provider: 'deepseek',
    modelsPath: '/deepseek/models',
    auth: (h: Record<string, unknown>) => expect(h.authorization).toBe(`Bearer ${peer.goodKey}`),
    listed: ['deepseek-chat', 'deepseek-reasoner'],
    model: 'deepseek-chat',
    chatPath: '/deepseek/chat/completions',
    reply: 'Hello from DeepSeek.',
  },
  {
    provider: 'azure',
    modelsPath: '/azure/openai/models',
    auth: (h: Record<string, unknown>) => expect(h['api-key']).toBe(peer.goodKey),
    listed: ['gpt-4o', 'gpt-4o-mini'],
    model: 'support-gpt4o',
    chatPath: '/azure/openai/deployments/support-gpt4o/chat/completions',
    reply: 'Hello from Azure.',
  },
  {
    provider: 'ollama',
    modelsPath: '/ollama/api/tags',
    auth: () => {},
    listed: ['llama3.2:latest', 'qwen2.5:7b'],
    model: 'llama3.2:latest',
    chatPath: '/ollama/v1/chat/completions',
    reply: 'Hello from Ollama.',
  },
] as const;

describe('model providers against servers speaking their protocols', () => {
  for (const c of cases) {
    it(`${c.provider}: checks the key, lists the models and answers a turn`, async () => {
      const { client } = await signUp(t.app);
      const { agent, projectId } = await createAgent(client, { modelProvider: c.provider, modelName: c.model });
      const baseUrl = peer.baseUrls[c.provider];
      const extra = c.provider === 'azure' ? { apiVersion: AZURE_API_VERSION } : {};

      // a wrong key first: Check key says so and marks the key invalid
      if (c.provider !== 'ollama') {
        await saveKey(client, projectId, { provider: c.provider, keyHash: 'wrong-key', baseUrl, ...extra });
        const bad = (await client.post(`/api/projects/${projectId}/api-keys/${c.provider}/check`)).json();
        expect(bad.ok).toBe(false);
        expect(bad.message).toMatch(/rejected the key/);
        expect(bad.status.status).toBe('invalid');
      }

      const saved = await saveKey(client, projectId, { provider: c.provider, keyHash: peer.goodKey, baseUrl, ...extra });
      expect(saved).toMatchObject({ provider: c.provider, status: 'set', baseUrl, fromInstance: false });
      expect(JSON.stringify(saved)).not.toContain(peer.goodKey);
      const check = (await client.post(`/api/projects/${projectId}/api-keys/${c.provider}/check`)).json();
      expect(check).toMatchObject({ ok: true, status: { status: 'set' } });
      const listRequest = lastRequest(c.modelsPath);
      expect(listRequest?.method).toBe('GET');
      c.auth(listRequest?.headers ?? {});
      if (c.provider === 'azure') expect(listRequest?.query.get('api-version')).toBe(AZURE_API_VERSION);

      const list = (await client.get(`/api/projects/${projectId}/api-keys/${c.provider}/models`)).json();
      expect(list.source).toBe('provider');
      expect(list.models.map((m: { id: string }) => m.id)).toEqual(c.listed);

      const turn = await client.post(`/api/agents/${agent.id}/test`, { input: 'Hi there' });
      expect(turn.statusCode, turn.body).toBe(200);
      expect(turn.json()).toMatchObject({ output: c.reply, provider: c.provider, model: c.model, offline: false, status: 'completed', tokens: { input: 11, output: 7 } });
      const chat = lastRequest(c.chatPath);
      expect(chat?.method).toBe('POST');
      c.auth(chat?.headers ?? {});
      if (c.provider === 'azure') expect(chat?.query.get('api-version')).toBe(AZURE_API_VERSION);
      expect(JSON.stringify(chat?.body)).toContain('Hi there');
    });
  }

  for (const c of cases) {
    it(`${c.provider}: calls a tool and answers with its result; a 429 becomes a readable error run`, async () => {
      const { client } = await signUp(t.app);
      const { agent, projectId } = await createAgent(client, {
        modelProvider: c.provider,
        modelName: c.model,
        enabledTools: { webSearch: false, sendEmail: false, calendar: false, webhook: false, apiCall: false, postConversationHook: false, captureLead: true },
        toolConfigs: { captureLead: { fields: [] } },
      });
      await saveKey(client, projectId, { provider: c.provider, keyHash: peer.goodKey, baseUrl: peer.baseUrls[c.provider], ...(c.provider === 'azure' ? { apiVersion: AZURE_API_VERSION } : {}) });

      const since = peer.requests.length;
      const turn = await client.post(`/api/agents/${agent.id}/test`, { input: 'SAVE_LEAD: I am Ada, ada@example.com' });
      expect(turn.statusCode, turn.body).toBe(200);
      const result = turn.json();
      expect(result).toMatchObject({ status: 'completed', output: LEAD_REPLY, provider: c.provider });
      expect(result.steps).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'tool', name: 'capture_lead', status: 'success' })]));
      // the tool was offered in the provider's own shape, and its result went back the same way
      const chats = peer.requests.slice(since).filter((r) => r.path === c.chatPath);
      expect(chats).toHaveLength(2);
      const [asked, answered] = chats.map((r) => JSON.stringify(r.body));
      expect(asked).toContain('capture_lead');
      expect(answered).toContain(c.provider === 'google' ? 'functionResponse' : '"role":"tool"');
      const leads = (await client.get(`/api/projects/${projectId}/leads`)).json();
      expect(JSON.stringify(leads)).toContain(LEAD_ARGS.email);

      const failed = await client.post(`/api/agents/${agent.id}/test`, { input: 'RATE_LIMIT_ME please' });
      expect(failed.statusCode, failed.body).toBe(502);
      expect(failed.json().code).toBe('PROVIDER_RATE_LIMIT');
      expect(failed.json().message).toMatch(/^[\w ]+ is rate-limiting requests \(429\)\. Wait a minute/);
      const runs = await t.deps.db.select({ status: agentRuns.status, error: agentRuns.error }).from(agentRuns).where(eq(agentRuns.agentId, agent.id));
      expect(runs.map((r) => r.status).sort()).toEqual(['completed', 'error']);
      expect(runs.find((r) => r.status === 'error')?.error).toMatch(/429/);
    });
  }

  it('lists Anthropic models with x-api-key and anthropic-version', async () => {
    const { client } = await signUp(t.app);
    const { projectId } = await createAgent(client);
    await saveKey(client, projectId, { provider: 'anthropic', keyHash: peer.goodKey, baseUrl: peer.baseUrls.anthropic });
    const list = (await client.get(`/api/projects/${projectId}/api-keys/anthropic/models`)).json();
    expect(list).toMatchObject({ source: 'provider', models: [{ id: 'claude-sonnet-4-20250514', name: 'Claude Sonnet 4', price: { input: 3, output: 15 } }] });
    const req = lastRequest('/anthropic/v1/models');
    expect(req?.headers['x-api-key']).toBe(peer.goodKey);
    expect(req?.headers['anthropic-version']).toBe('2023-06-01');
  });

  it('falls back to the catalogue, priced or marked unpriced, when the provider cannot list', async () => {
    const { client } = await signUp(t.app);
    const { projectId } = await createAgent(client);
    const none = (await client.get(`/api/projects/${projectId}/api-keys/google/models`)).json();
    expect(none.source).toBe('catalogue');
    expect(none.message).toMatch(/No key/);
    expect(none.models[0]).toMatchObject({ id: 'gemini-2.5-flash', price: { input: expect.any(Number), output: expect.any(Number) } });
    await saveKey(client, projectId, { provider: 'mistral', keyHash: 'wrong-key', baseUrl: peer.baseUrls.mistral });
    const rejected = (await client.get(`/api/projects/${projectId}/api-keys/mistral/models`)).json();
    expect(rejected).toMatchObject({ source: 'catalogue', message: expect.stringMatching(/Mistral rejected the key/) });
    const ollama = (await client.get(`/api/projects/${projectId}/api-keys/ollama/models`)).json();
    expect(ollama.models.every((m: { price: unknown }) => m.price === null)).toBe(true);
  });

  it('takes an Azure resource name, refuses bad input naming the field, and keeps keys from a second account', async () => {
    const { client } = await signUp(t.app);
    const { projectId } = await createAgent(client);
    const saved = await saveKey(client, projectId, { provider: 'azure', keyHash: 'azure-key-1', baseUrl: 'contoso-ai' });
    expect(saved).toMatchObject({ baseUrl: 'https://contoso-ai.openai.azure.com/openai', apiVersion: null });
    const noBase = await client.post(`/api/projects/${projectId}/api-keys`, { provider: 'azure', keyHash: 'k' });
    expect(noBase.statusCode).toBe(400);
    expect(noBase.body).toMatch(/baseUrl/);
    const badVersion = await client.post(`/api/projects/${projectId}/api-keys`, { provider: 'azure', keyHash: 'k', baseUrl: 'contoso', apiVersion: 'a'.repeat(40) });
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.body).toMatch(/apiVersion: at most 32 characters/);
    const noKey = await client.post(`/api/projects/${projectId}/api-keys`, { provider: 'google', keyHash: '' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.body).toMatch(/keyHash/);

    const { client: other } = await signUp(t.app);
    expect((await other.get(`/api/projects/${projectId}/api-keys/azure/models`)).statusCode).toBe(404);
    expect((await other.post(`/api/projects/${projectId}/api-keys/azure/check`)).statusCode).toBe(404);
  });
});
