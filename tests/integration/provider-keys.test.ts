import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../../src/server/db/schema';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';
import { firstProjectId } from '../support/agents';

let t: TestApp;
let llm: FakeLlm;
let owner: SessionClient;
let projectId: string;
beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host });
  owner = (await signUp(t.app)).client;
  projectId = await firstProjectId(owner);
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

describe('provider keys', () => {
  it('lists every provider as Not Set on a fresh project', async () => {
    const res = await owner.get(`/api/projects/${projectId}/api-keys`);
    expect(res.json().map((k: { provider: string; status: string }) => [k.provider, k.status])).toEqual(
      ['openai', 'anthropic', 'google', 'mistral', 'groq', 'deepseek', 'azure', 'ollama', 'openai_compatible'].map((p) => [p, 'not_set']),
    );
  });

  it('stores a key encrypted, shows only a masked suffix, and never returns it', async () => {
    const saved = await owner.post(`/api/projects/${projectId}/api-keys`, { provider: 'openai', name: 'main', keyHash: 'sk-live-abcdef123456wxyz' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ provider: 'openai', status: 'set', hint: 'sk-…wxyz' });
    const list = await owner.get(`/api/projects/${projectId}/api-keys`);
    expect(list.body).not.toContain('abcdef123456');
    const [row] = await t.deps.db.select().from(apiKeys);
    expect(row.keyHash).not.toContain('sk-live');
    expect(row.keyHash.split('.')).toHaveLength(3);
  });

  it('checks a key with a real call and marks a rejected one Invalid', async () => {
    await owner.post(`/api/projects/${projectId}/api-keys`, { provider: 'openai_compatible', keyHash: 'sk-good-1111', baseUrl: llm.baseUrl });
    const good = await owner.post(`/api/projects/${projectId}/api-keys/openai_compatible/check`);
    expect(good.json()).toMatchObject({ ok: true, status: { status: 'set' } });
    expect(llm.requests.at(-1)).toMatchObject({ path: '/v1/models' });
    expect(llm.requests.at(-1)?.headers.authorization).toBe('Bearer sk-good-1111');

    await owner.post(`/api/projects/${projectId}/api-keys`, { provider: 'openai_compatible', keyHash: 'sk-bad-2222', baseUrl: llm.baseUrl });
    const bad = await owner.post(`/api/projects/${projectId}/api-keys/openai_compatible/check`);
    expect(bad.json().ok).toBe(false);
    expect(bad.json().message).toMatch(/rejected the key \(401\)/);
    expect(bad.json().status).toMatchObject({ status: 'invalid', hint: 'sk-…2222' });
  });

  it('removes a key, validates input, and hides keys from other users', async () => {
    const removed = await owner.delete(`/api/projects/${projectId}/api-keys/openai`);
    expect(removed.json()).toMatchObject({ provider: 'openai', status: 'not_set', hint: null });
    expect((await owner.post(`/api/projects/${projectId}/api-keys`, { provider: 'openai', keyHash: '' })).json().message).toMatch(/keyHash/);
    expect((await owner.post(`/api/projects/${projectId}/api-keys`, { provider: 'openai_compatible', keyHash: 'x' })).json().message).toMatch(/baseUrl/);
    expect((await owner.post(`/api/projects/${projectId}/api-keys`, { provider: 'cohere', keyHash: 'x' })).statusCode).toBe(400);

    const other = (await signUp(t.app)).client;
    expect((await other.get(`/api/projects/${projectId}/api-keys`)).statusCode).toBe(404);
    expect((await other.post(`/api/projects/${projectId}/api-keys`, { provider: 'openai', keyHash: 'sk-x' })).statusCode).toBe(404);
    expect((await other.delete(`/api/projects/${projectId}/api-keys/openai_compatible`)).statusCode).toBe(404);
    expect((await other.post(`/api/projects/${projectId}/api-keys/openai_compatible/check`)).statusCode).toBe(404);
  });

  it('reports instance-wide keys from the environment without revealing them', async () => {
    const withEnv = await createTestApp({ OPENAI_API_KEY: 'sk-instance-9876' });
    try {
      const { client } = await signUp(withEnv.app);
      const pid = await firstProjectId(client);
      const list = (await client.get(`/api/projects/${pid}/api-keys`)).json();
      expect(list[0]).toMatchObject({ provider: 'openai', status: 'set', fromInstance: true, hint: 'sk-…9876' });
    } finally {
      await withEnv.close();
    }
  });
});

describe('editing an OpenAI-compatible endpoint', () => {
  it('keeps the stored key when only the base URL changes', async () => {
    const { client } = await signUp(t.app);
    const pid = await firstProjectId(client);
    await client.post(`/api/projects/${pid}/api-keys`, { provider: 'openai_compatible', keyHash: 'sk-keep-7777', baseUrl: 'https://old-endpoint.example.com/v1' });
    const moved = await client.post(`/api/projects/${pid}/api-keys`, { provider: 'openai_compatible', keyHash: '', baseUrl: llm.baseUrl });
    expect(moved.json()).toMatchObject({ hint: 'sk-…7777', baseUrl: llm.baseUrl });
    const check = await client.post(`/api/projects/${pid}/api-keys/openai_compatible/check`);
    expect(check.json().ok).toBe(true);
    expect(llm.requests.at(-1)?.headers.authorization).toBe('Bearer sk-keep-7777');
  });
});
