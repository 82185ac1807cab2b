import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent, useFakeModel } from '../support/agents';

let t: TestApp;
let llm: FakeLlm;
let owner: SessionClient;
let projectId: string;
let agentId: string;
beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host });
  owner = (await signUp(t.app)).client;
  ({ projectId, agent: { id: agentId } } = await createAgent(owner, { modelProvider: 'other', modelName: 'fake-model' }));
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

const usable = async (client: SessionClient, pid: string) => (await client.get(`/api/projects/${pid}/api-keys/usable`)).json().providers as string[];

describe('GET /api/projects/{id}/api-keys/usable', () => {
  it('names no provider without a key, and the offline model answers', async () => {
    expect(await usable(owner, projectId)).toEqual([]);
    expect((await owner.post(`/api/agents/${agentId}/test`, { input: 'Hello there' })).json()).toMatchObject({ offline: true });
  });

  it('names a provider once the project has its key, and that provider answers', async () => {
    await useFakeModel(owner, projectId, llm.baseUrl, 'sk-usable-secret-5678');
    const res = await owner.get(`/api/projects/${projectId}/api-keys/usable`);
    expect(res.json()).toEqual({ providers: ['openai_compatible'] });
    expect(res.body).not.toContain('5678');
    expect((await owner.post(`/api/agents/${agentId}/test`, { input: 'Hello there' })).json()).toMatchObject({ offline: false, provider: 'openai_compatible' });

    await owner.post(`/api/projects/${projectId}/api-keys`, { provider: 'anthropic', keyHash: 'sk-ant-usable-0000' });
    expect(await usable(owner, projectId)).toEqual(['anthropic', 'openai_compatible']);
    await owner.delete(`/api/projects/${projectId}/api-keys/anthropic`);
    expect(await usable(owner, projectId)).toEqual(['openai_compatible']);
  });

  it("is not readable from another user's account", async () => {
    const other = (await signUp(t.app)).client;
    expect((await other.get(`/api/projects/${projectId}/api-keys/usable`)).statusCode).toBe(404);
  });

  it("counts the instance's keys from its environment, without returning them", async () => {
    const withEnv = await createTestApp({ OPENAI_API_KEY: 'sk-instance-4321', ANTHROPIC_API_KEY: 'sk-ant-instance-8765' });
    try {
      const { client } = await signUp(withEnv.app);
      const pid = (await client.get('/api/projects')).json()[0].id as string;
      const res = await client.get(`/api/projects/${pid}/api-keys/usable`);
      expect(res.json()).toEqual({ providers: ['openai', 'anthropic'] });
      expect(res.body).not.toMatch(/4321|8765/);
    } finally {
      await withEnv.close();
    }
  });
});
