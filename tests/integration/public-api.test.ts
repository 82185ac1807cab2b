import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentRuns, apiKeys } from '../../src/server/db/schema';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent, useFakeModel } from '../support/agents';

const ORIGIN = 'https://agents.example.com';
let t: TestApp;
let llm: FakeLlm;
let owner: SessionClient;
let intruder: SessionClient;
let projectId: string;
let agentId: string;

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '1500', PUBLIC_URL: `${ORIGIN}/` });
  owner = (await signUp(t.app)).client;
  intruder = (await signUp(t.app)).client;
  const created = await createAgent(owner);
  agentId = created.agent.id;
  projectId = created.projectId;
  await useFakeModel(owner, projectId, llm.baseUrl);
});
afterAll(async () => {
  await t.close();
  await llm.close();
});
beforeEach(() => {
  llm.requests.length = 0;
});

function run(id: string, body: Record<string, unknown>, key?: string) {
  return t.app.inject({ method: 'POST', url: `/api/agents/${id}/run`, payload: body, headers: key ? { authorization: `Bearer ${key}` } : {} });
}

async function newKey(name = 'Backend') {
  const res = await owner.post(`/api/projects/${projectId}/platform-keys`, { name });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; key: string; hint: string; name: string };
}

describe('platform API keys', () => {
  it('shows a new key once, stores only its hash, and lists it masked', async () => {
    const created = await newKey();
    expect(created.key).toMatch(/^af_[A-Za-z0-9_-]{32}$/);
    expect(created).toMatchObject({ name: 'Backend', hint: `af_…${created.key.slice(-4)}`, lastUsed: null });
    const list = await owner.get(`/api/projects/${projectId}/platform-keys`);
    expect(list.body).not.toContain(created.key);
    expect(list.json().find((k: { id: string }) => k.id === created.id)).toEqual({ id: created.id, name: 'Backend', hint: created.hint, createdAt: expect.any(String), lastUsed: null });
    const [row] = await t.deps.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row.keyHash).not.toContain(created.key);
    expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
    // provider key screens never see platform keys
    const providers = (await owner.get(`/api/projects/${projectId}/api-keys`)).json() as { provider: string }[];
    expect(providers.map((p) => p.provider)).not.toContain('platform');
    expect((await owner.post(`/api/projects/${projectId}/platform-keys`, { name: ' ' })).statusCode).toBe(400);
  });

  it('revokes a key', async () => {
    const created = await newKey('Temp');
    expect((await owner.delete(`/api/projects/${projectId}/platform-keys/${created.id}`)).statusCode).toBe(204);
    const list = (await owner.get(`/api/projects/${projectId}/platform-keys`)).json() as { id: string }[];
    expect(list.map((k) => k.id)).not.toContain(created.id);
    expect((await owner.delete(`/api/projects/${projectId}/platform-keys/${created.id}`)).statusCode).toBe(404);
  });

  it('another user gets 404 on the project key routes', async () => {
    const created = await newKey('Mine');
    expect((await intruder.get(`/api/projects/${projectId}/platform-keys`)).statusCode).toBe(404);
    expect((await intruder.post(`/api/projects/${projectId}/platform-keys`, { name: 'x' })).statusCode).toBe(404);
    expect((await intruder.delete(`/api/projects/${projectId}/platform-keys/${created.id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/projects/${projectId}/platform-keys`)).json().map((k: { id: string }) => k.id)).toContain(created.id);
  });
});

describe('POST /api/agents/{id}/run', () => {
  it('refuses missing, unknown and revoked keys with 401', async () => {
    const revoked = await newKey('Revoked');
    await owner.delete(`/api/projects/${projectId}/platform-keys/${revoked.id}`);
    for (const key of [undefined, 'af_unknownkeyunknownkeyunknownkey00', 'sk-not-a-platform-key', revoked.key]) {
      const res = await run(agentId, { message: 'hi' }, key);
      expect(res.statusCode, String(key)).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INVALID_API_KEY', message: expect.stringContaining('Authorization: Bearer') });
    }
    expect(llm.requests).toHaveLength(0);
  });

  it('answers 409 while the agent has no active version', async () => {
    const { key } = await newKey();
    const { agent } = await createAgent(owner, { name: 'Unpublished' });
    const res = await run(agent.id, { message: 'hi' }, key);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NO_ACTIVE_VERSION', message: expect.stringContaining('no active version') });
  });

  it("runs the active version on the 'api' channel and continues a conversation by sessionId", async () => {
    const { key, id: keyId } = await newKey();
    const v1 = (await owner.post(`/api/agents/${agentId}/publish`)).json();
    await owner.put(`/api/agents/${agentId}`, { systemPrompt: 'An unpublished EDIT.' });
    llm.script({ kind: 'reply', text: 'Hello from the API.' }, { kind: 'reply', text: 'Second.' });

    const res = await run(agentId, { message: 'Hi there' }, key);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ message: 'Hello from the API.', isConversationFinished: false, sessionId: expect.stringMatching(/^api-/), usage: { inputTokens: 12, outputTokens: 8, totalTokens: 20, cost: null }, sources: [], runId: expect.any(String), identity: null });
    expect((llm.requests[0].body.messages as { content: string }[])[0].content).not.toContain('EDIT');

    const [stored] = await t.deps.db.select().from(agentRuns).where(eq(agentRuns.sessionId, body.sessionId));
    expect(stored).toMatchObject({ id: body.runId, channel: 'api', isTest: false, agentVersionId: v1.id, status: 'completed' });
    // the caller rates the reply through the active version's public feedback route
    const rated = await t.app.inject({ method: 'POST', url: `/api/agent-versions/${v1.id}/feedback`, payload: { sessionId: body.sessionId, runId: body.runId, rating: 'up' } });
    expect(rated.statusCode, rated.body).toBe(200);

    await run(agentId, { message: 'And?', sessionId: body.sessionId }, key);
    const sent = (llm.requests[1].body.messages as { role: string; content: string }[]).filter((m) => m.role !== 'system').map((m) => m.content);
    expect(sent).toEqual(['Hi there', 'Hello from the API.', 'And?']);

    const listed = (await owner.get(`/api/projects/${projectId}/platform-keys`)).json().find((k: { id: string }) => k.id === keyId);
    expect(listed.lastUsed).toEqual(expect.any(String));
  });

  it("answers 404 for another project's agent", async () => {
    const { key } = await newKey();
    const other = await createAgent(intruder);
    await intruder.post(`/api/agents/${other.agent.id}/publish`);
    const res = await run(other.agent.id, { message: 'hi' }, key);
    expect(res.statusCode).toBe(404);
    expect(llm.requests).toHaveLength(0);
  });

  it('validates the message', async () => {
    const { key } = await newKey();
    const res = await run(agentId, { message: 'x'.repeat(4001) }, key);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^message: /);
  });
});

describe('generated code', () => {
  it('embeds the active version, documents the options, and refuses foreign ids', async () => {
    const { agent } = await createAgent(owner, { name: 'Embed me' });
    const none = await owner.post(`/api/agents/${agent.id}/generate-code`, { deploymentType: 'widget' });
    expect(none.statusCode).toBe(409);

    const v1 = (await owner.post(`/api/agents/${agent.id}/publish`)).json();
    const v2 = (await owner.post(`/api/agents/${agent.id}/publish`, { makeActive: false })).json();
    const res = await owner.post(`/api/agents/${agent.id}/generate-code`, { deploymentType: 'widget' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deploymentType: 'widget', code: `<script src="${ORIGIN}/widget.js" data-version-id="${v1.id}" async></script>` });
    expect(res.json().snippets.html).toContain('data-auto-open');
    expect(res.json().snippets.url).toBe(`${ORIGIN}/widget/${v1.id}`);

    const given = (await owner.post(`/api/agents/${agent.id}/generate-code`, { deploymentType: 'widget', versionId: v2.id })).json();
    expect(given.code).toContain(`data-version-id="${v2.id}"`);
    const foreign = await owner.post(`/api/agents/${agent.id}/generate-code`, { deploymentType: 'widget', versionId: '00000000-0000-4000-8000-000000000000' });
    expect(foreign.statusCode).toBe(404);
    expect((await owner.post(`/api/agents/${agent.id}/generate-code`, { deploymentType: 'widget', widgetId: 'nope' })).statusCode).toBe(404);
  });

  it('shows working API and webhook snippets', async () => {
    const api = (await owner.post(`/api/agents/${agentId}/generate-code`, { deploymentType: 'api' })).json();
    expect(api.deploymentType).toBe('api');
    expect(api.code).toContain(`curl -X POST '${ORIGIN}/api/agents/${agentId}/run'`);
    expect(api.code).toContain('Authorization: Bearer YOUR_API_KEY');
    expect(api.snippets.javascript).toContain(`fetch('${ORIGIN}/api/agents/${agentId}/run'`);
    expect(api.snippets.python).toContain('requests.post(');

    const hook = (await owner.post(`/api/agents/${agentId}/generate-code`, { deploymentType: 'webhook' })).json();
    expect(hook.code).toContain(`${ORIGIN}/webhook/sms`);
    expect(hook.snippets).toEqual({ sms: `${ORIGIN}/webhook/sms`, whatsapp: `${ORIGIN}/webhook/whatsapp` });
  });

  it('another user gets 404', async () => {
    expect((await intruder.post(`/api/agents/${agentId}/generate-code`, { deploymentType: 'api' })).statusCode).toBe(404);
  });
});
