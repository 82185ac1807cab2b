import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createAgent } from '../support/agents';
import { createDataset, listItems, uploadDocument, waitForDataset } from '../support/knowledge';
import { signUp } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 27: a model server named in the operator's own environment (a local Ollama on 127.0.0.1)
// is reached with no ALLOW_PRIVATE_URLS; every address a signed-in user types stays guarded.
let llm: FakeLlm;
let t: TestApp;

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp(
    { SIGNUP_MODE: 'open', OPENAI_BASE_URL: llm.baseUrl, OPENAI_API_KEY: 'sk-operator-1234', EMBEDDING_MODEL: 'fake-embed', MODEL_TIMEOUT_MS: '3000', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'operator-endpoints-')) },
    { worker: true },
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
  await llm?.close();
});
beforeEach(() => {
  llm.requests.length = 0;
});

describe("the operator's OPENAI_BASE_URL on 127.0.0.1, without ALLOW_PRIVATE_URLS", () => {
  it('answers turns, structured calls, the key check and the model list', async () => {
    const { client } = await signUp(t.app);
    const { agent, projectId } = await createAgent(client);
    llm.script({ kind: 'reply', text: 'The local model answered.' });
    expect((await client.post(`/api/agents/${agent.id}/test`, { input: 'hi' })).json()).toMatchObject({ output: 'The local model answered.', status: 'completed', provider: 'openai_compatible' });
    llm.script({ kind: 'json', value: { issues: [], suggestions: [], improvedPrompt: 'Same' } });
    expect((await client.post(`/api/agents/${agent.id}/ai-analyze`, {})).json()).toMatchObject({ source: 'model' });
    const check = (await client.post(`/api/projects/${projectId}/api-keys/openai_compatible/check`)).json();
    expect(check, check.message).toMatchObject({ ok: true });
    expect((await client.get(`/api/projects/${projectId}/api-keys/openai_compatible/models`)).statusCode).toBe(200);
    expect(llm.requests.map((r) => r.path)).toEqual(['/v1/chat/completions', '/v1/chat/completions', '/v1/models', '/v1/models']);
  });

  it.skipIf(process.env.TEST_DATABASE_URL)('embeds documents through it (EMBEDDING_MODEL on the same endpoint)', async () => {
    const { client } = await signUp(t.app);
    const { projectId } = await createAgent(client);
    expect((await client.get(`/api/projects/${projectId}/retrieval-mode`)).json()).toMatchObject({ mode: 'hybrid', model: 'fake-embed' });
    const dataset = await createDataset(client, projectId, 'Ferries');
    const upload = await uploadDocument(client, `/api/datasets/${dataset.id}/documents`, 'ferry.txt', Buffer.from('The ferry to the lagoon leaves every hour from the harbour pier.'));
    expect(upload.statusCode).toBe(202);
    expect((await waitForDataset(client, dataset.id)).status).toBe('ready');
    expect(llm.requests.some((r) => r.path === '/v1/embeddings')).toBe(true);
  });

  it('still refuses the same address when a project member types it', async () => {
    const { client } = await signUp(t.app);
    const { projectId } = await createAgent(client);
    const res = await client.post(`/api/projects/${projectId}/api-keys`, { provider: 'openai_compatible', name: 'mine', keyHash: 'sk-typed-1234', baseUrl: llm.baseUrl });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'URL_NOT_ALLOWED', message: expect.stringMatching(/^baseUrl: Refused: 127\.0\.0\.1 is a private address\./) });
    const dataset = await createDataset(client, projectId, 'Crawl');
    expect((await client.post(`/api/datasets/${dataset.id}/ingest`, { urls: [`${llm.baseUrl}/page`] })).statusCode).toBeLessThan(300);
    await waitForDataset(client, dataset.id);
    const [item] = await listItems(client, dataset.id);
    expect(item).toMatchObject({ status: 'error', error: expect.stringMatching(/private address/) });
    expect(llm.requests).toEqual([]);
  });
});

describe('ANTHROPIC_BASE_URL', () => {
  it("reaches the operator's Anthropic gateway on 127.0.0.1 with the instance key", async () => {
    const a = await createTestApp({ SIGNUP_MODE: 'open', ANTHROPIC_API_KEY: 'sk-ant-operator-9876', ANTHROPIC_BASE_URL: llm.baseUrl, MODEL_TIMEOUT_MS: '3000' });
    try {
      const { client } = await signUp(a.app);
      const { agent } = await createAgent(client, { modelProvider: 'anthropic', modelName: 'claude-sonnet-4-20250514' });
      llm.script({ kind: 'reply', text: 'Hello from the gateway.' });
      expect((await client.post(`/api/agents/${agent.id}/test`, { input: 'Hi' })).json()).toMatchObject({ output: 'Hello from the gateway.', provider: 'anthropic' });
      expect(llm.requests.at(-1)).toMatchObject({ path: '/v1/messages', headers: expect.objectContaining({ 'x-api-key': 'sk-ant-operator-9876' }) });
    } finally {
      await a.close();
    }
  }, 60_000);

  it('refuses a base URL that is not http(s) at start-up, naming the variable', async () => {
    await expect(createTestApp({ ANTHROPIC_BASE_URL: 'ftp://gateway.internal/v1' })).rejects.toThrow(/ANTHROPIC_BASE_URL: must start with http:\/\/ or https:\/\//);
  });
});
