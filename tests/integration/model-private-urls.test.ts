import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiKeys } from '../../src/server/db/schema';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createAgent, useFakeModel } from '../support/agents';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 14: provider base URLs go through the same SSRF guard as tools. The fake model listens
// on 127.0.0.1: `listed` allows exactly its host:port, `closed` is the default instance.
let llm: FakeLlm;
let listed: TestApp;
let closed: TestApp;

beforeAll(async () => {
  llm = await startFakeLlm();
  [listed, closed] = await Promise.all([
    createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '3000' }),
    createTestApp({ SIGNUP_MODE: 'open', MODEL_TIMEOUT_MS: '3000', READ_CACHE_TTL_MS: '0' }),
  ]);
}, 60_000);
afterAll(async () => {
  await listed?.close();
  await closed?.close();
  await llm?.close();
});
beforeEach(() => {
  llm.requests.length = 0;
});

const saveKey = (client: SessionClient, projectId: string, baseUrl: string) =>
  client.post(`/api/projects/${projectId}/api-keys`, { provider: 'openai_compatible', name: 'endpoint', keyHash: 'sk-test-guard-1234', baseUrl });

describe('saving a provider key', () => {
  it.each([
    ['http://169.254.169.254/', /^baseUrl: Refused: 169\.254\.169\.254 is a cloud metadata address\.$/],
    ['http://[fd00:ec2::254]/v1', /^baseUrl: Refused: \[fd00:ec2::254\] is a cloud metadata address\.$/],
    ['http://metadata.google.internal/v1', /^baseUrl: Refused: metadata\.google\.internal is a cloud metadata address\.$/],
    ['ftp://models.example.com/v1', /^baseUrl: Refused: only http and https addresses can be fetched \(ftp:\)\.$/],
  ])('refuses %s, naming baseUrl, whatever ALLOW_PRIVATE_URLS says', async (baseUrl, message) => {
    for (const t of [listed, closed]) {
      const { client } = await signUp(t.app);
      const { projectId } = await createAgent(client);
      const res = await saveKey(client, projectId, baseUrl);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'URL_NOT_ALLOWED', message: expect.stringMatching(message) });
      expect((await client.get(`/api/projects/${projectId}/api-keys`)).json().find((k: { provider: string }) => k.provider === 'openai_compatible')).toMatchObject({ status: 'not_set' });
    }
  });

  it('refuses a private address unless ALLOW_PRIVATE_URLS allows it, saying so', async () => {
    const { client } = await signUp(closed.app);
    const { projectId } = await createAgent(client);
    const res = await saveKey(client, projectId, llm.baseUrl);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `baseUrl: Refused: 127.0.0.1 is a private address. Private and local addresses need ALLOW_PRIVATE_URLS on the server (true, or ${llm.host}).`,
    );
    expect((await saveKey(client, projectId, 'http://localhost:11434/v1')).json().message).toMatch(/^baseUrl: Refused: localhost .*ALLOW_PRIVATE_URLS/);

    const { client: other } = await signUp(listed.app);
    const { projectId: otherProject } = await createAgent(other);
    expect((await saveKey(other, otherProject, llm.baseUrl)).statusCode).toBe(200);
    // only the listed host:port, not the whole machine
    expect((await saveKey(other, otherProject, 'http://127.0.0.1:9/v1')).json().message).toMatch(/^baseUrl: Refused: 127\.0\.0\.1 is a private address\./);
  });
});

describe('using a provider key', () => {
  it('reaches the fake model on 127.0.0.1 when ALLOW_PRIVATE_URLS lists it: turns, structured output and the key check', async () => {
    const { client } = await signUp(listed.app);
    const { agent, projectId } = await createAgent(client);
    await useFakeModel(client, projectId, llm.baseUrl);
    llm.script({ kind: 'reply', text: 'Allowed and answered.' });
    expect((await client.post(`/api/agents/${agent.id}/test`, { input: 'hi' })).json()).toMatchObject({ output: 'Allowed and answered.', status: 'completed' });
    llm.script({ kind: 'json', value: { issues: [], suggestions: [], improvedPrompt: 'Same' } });
    expect((await client.post(`/api/agents/${agent.id}/ai-analyze`, {})).json()).toMatchObject({ source: 'model' });
    expect((await client.post(`/api/projects/${projectId}/api-keys/openai_compatible/check`)).json()).toMatchObject({ ok: true });
    expect(llm.requests.map((r) => r.path)).toEqual(['/v1/chat/completions', '/v1/chat/completions', '/v1/models']);
  });

  it('never calls a private base URL stored before the guard, when ALLOW_PRIVATE_URLS does not allow it', async () => {
    const { client } = await signUp(closed.app);
    const { agent, projectId } = await createAgent(client);
    expect((await saveKey(client, projectId, 'https://models.example.com/v1')).statusCode).toBe(200);
    await closed.deps.db.update(apiKeys).set({ baseUrl: llm.baseUrl }).where(eq(apiKeys.projectId, projectId));

    const turn = await client.post(`/api/agents/${agent.id}/test`, { input: 'hi' });
    expect(turn.statusCode).toBe(502);
    expect(turn.json()).toMatchObject({ code: 'PROVIDER_URL_NOT_ALLOWED', message: expect.stringMatching(/Refused: 127\.0\.0\.1 is a private address\. .*ALLOW_PRIVATE_URLS/) });
    const analysis = await client.post(`/api/agents/${agent.id}/ai-analyze`, {});
    expect(analysis.json()).toMatchObject({ code: 'PROVIDER_URL_NOT_ALLOWED' });
    const check = (await client.post(`/api/projects/${projectId}/api-keys/openai_compatible/check`)).json();
    expect(check).toMatchObject({ ok: false, status: { status: 'invalid' } });
    expect(check.message).toMatch(/cannot be called\. Refused: 127\.0\.0\.1 is a private address\. .*ALLOW_PRIVATE_URLS/);
    expect(llm.requests).toEqual([]);
  });

  it('refuses an instance endpoint on a cloud metadata address even with ALLOW_PRIVATE_URLS=true', async () => {
    const t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true', OPENAI_BASE_URL: 'http://169.254.169.254/v1', MODEL_TIMEOUT_MS: '3000' });
    try {
      const { client } = await signUp(t.app);
      const { agent, projectId } = await createAgent(client);
      const turn = await client.post(`/api/agents/${agent.id}/test`, { input: 'hi' });
      expect(turn.statusCode).toBe(502);
      expect(turn.json().code).toBe('PROVIDER_URL_NOT_ALLOWED');
      expect(turn.json().message).toMatch(/Refused: 169\.254\.169\.254 is a cloud metadata address\. Check the base URL/);
      expect((await client.post(`/api/agents/${agent.id}/ai-analyze`, {})).json()).toMatchObject({ code: 'PROVIDER_URL_NOT_ALLOWED' });
      const check = (await client.post(`/api/projects/${projectId}/api-keys/openai_compatible/check`)).json();
      expect(check).toMatchObject({ ok: false });
      expect(check.message).toMatch(/cloud metadata address\.$/);
    } finally {
      await t.close();
    }
  }, 60_000);
});
