import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { SessionClient, signUp } from '../support/session-client';
import { createAgent, useFakeModel } from '../support/agents';

// The hot paths reuse what they read for READ_CACHE_TTL_MS; every write made through this process
// must still take effect on the very next request.
let t: TestApp;
let llm: FakeLlm;
let otherLlm: FakeLlm;
let admin: SessionClient;
let ip = 0;

beforeAll(async () => {
  llm = await startFakeLlm();
  otherLlm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: `${llm.host},${otherLlm.host}`, READ_CACHE_TTL_MS: '60000' });
  admin = (await signUp(t.app)).client;
});
afterAll(async () => {
  await t.close();
  await llm.close();
  await otherLlm.close();
});

function chat(app: TestApp['app'], versionId: string) {
  ip += 1;
  return app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: { message: 'Hello', sessionId: `cache-${ip}`, messages: [] }, remoteAddress: `10.9.0.${ip}` });
}

async function publishedAgent(owner: SessionClient) {
  const { agent, projectId } = await createAgent(owner);
  await useFakeModel(owner, projectId, llm.baseUrl);
  const versionId = (await owner.post(`/api/agents/${agent.id}/publish`)).json().id as string;
  return { agentId: agent.id, projectId, versionId };
}

describe('writes take effect at once despite the read cache', () => {
  it('signing out ends the session on the next request', async () => {
    const { client } = await signUp(t.app);
    const copy = new SessionClient(t.app);
    copy.cookies = new Map(client.cookies);
    expect((await copy.get('/api/auth/user')).statusCode).toBe(200);
    expect((await client.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await copy.get('/api/auth/user')).statusCode).toBe(401);
  });

  it("an admin's plan change is what the user sees next", async () => {
    const { client, user } = await signUp(t.app);
    expect((await client.get('/api/auth/user')).json().subscriptionTier).toBe('free');
    const res = await admin.put(`/api/admin/users/${user.id}/tier`, { subscriptionTier: 'premium' });
    expect(res.statusCode).toBe(200);
    expect((await client.get('/api/auth/user')).json().subscriptionTier).toBe('premium');
  });

  it('a hidden or deleted version stops answering visitors at once', async () => {
    const { versionId } = await publishedAgent(admin);
    expect((await chat(t.app, versionId)).statusCode).toBe(200);
    expect((await admin.patch(`/api/agent-versions/${versionId}/visibility`, { isPublic: false })).statusCode).toBe(200);
    expect((await chat(t.app, versionId)).statusCode).toBe(404);
    expect((await admin.patch(`/api/agent-versions/${versionId}/visibility`, { isPublic: true })).statusCode).toBe(200);
    expect((await chat(t.app, versionId)).statusCode).toBe(200);
    expect((await admin.delete(`/api/agent-versions/${versionId}`)).statusCode).toBeLessThan(300);
    expect((await chat(t.app, versionId)).statusCode).toBe(404);
  });

  it('a deleted agent stops answering visitors at once', async () => {
    const { agentId, versionId } = await publishedAgent(admin);
    expect((await chat(t.app, versionId)).statusCode).toBe(200);
    expect((await admin.delete(`/api/agents/${agentId}`)).statusCode).toBeLessThan(300);
    expect((await chat(t.app, versionId)).statusCode).toBe(404);
  });

  it('a changed or removed provider key is used by the next turn', async () => {
    const { agentId, projectId } = await publishedAgent(admin);
    const test = () => admin.post(`/api/agents/${agentId}/test`, { input: 'Hi', overrides: { enableRag: false, enableTools: false } });
    llm.requests.length = 0;
    expect((await test()).json().offline).toBe(false);
    expect(llm.requests.length).toBe(1);
    await useFakeModel(admin, projectId, otherLlm.baseUrl);
    await test();
    expect(otherLlm.requests.length).toBe(1);
    expect((await admin.delete(`/api/projects/${projectId}/api-keys/openai_compatible`)).statusCode).toBe(200);
    expect((await test()).json().offline).toBe(true);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a second web process on the same database', () => {
  it('sees a hidden version within READ_CACHE_TTL_MS', async () => {
    const { versionId } = await publishedAgent(admin);
    const second = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: `${llm.host},${otherLlm.host}`, READ_CACHE_TTL_MS: '300' }, { joinDatabaseUrl: t.databaseUrl as string });
    try {
      expect((await chat(second.app, versionId)).statusCode).toBe(200);
      expect((await admin.patch(`/api/agent-versions/${versionId}/visibility`, { isPublic: false })).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 350));
      expect((await chat(second.app, versionId)).statusCode).toBe(404);
    } finally {
      await second.close();
    }
  });
});
