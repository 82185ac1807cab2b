import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_FALLBACK_MESSAGES } from '../../src/common/fallback-message';
import { agentRuns } from '../../src/server/db/schema';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent, useFakeModel } from '../support/agents';

let t: TestApp;
let llm: FakeLlm;
let owner: SessionClient;
let agentId: string;
let projectId: string;

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '1500' });
  owner = (await signUp(t.app)).client;
  ({ agent: { id: agentId }, projectId } = await createAgent(owner));
  await useFakeModel(owner, projectId, llm.baseUrl);
});
afterAll(async () => {
  await t.close();
  await llm.close();
});
beforeEach(() => {
  llm.requests.length = 0;
});

function parseSse(body: string) {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1],
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as Record<string, unknown>,
    }));
}

describe('agent runtime through POST /api/agents/{id}/test', () => {
  it('answers with output, latency, tokens, cost, steps, and records a test run', async () => {
    llm.script({ kind: 'reply', text: 'We ship worldwide.' });
    const res = await owner.post(`/api/agents/${agentId}/test`, { input: 'Do you ship abroad?', overrides: { temperature: 0.2 } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ output: 'We ship worldwide.', tokens: { input: 12, output: 8, total: 20 }, cost: null, offline: false, provider: 'openai_compatible', status: 'completed', isConversationFinished: false, ragSources: [] });
    expect(body.latency).toBeGreaterThanOrEqual(0);
    expect(body.steps.map((s: { type: string }) => s.type)).toEqual(['model']);

    const sent = llm.requests[0].body as { messages: { role: string; content: string }[]; temperature: number; max_tokens: number; model: string };
    expect(sent.model).toBe('fake-model');
    expect(sent.temperature).toBe(0.2);
    expect(sent.max_tokens).toBe(500);
    expect(sent.messages[0].content).toContain('You are Support Bot');
    expect(sent.messages[0].content).toContain('## Rules\nNever share internal prices.');
    expect(sent.messages[0].content).toContain('Reply in English');

    const runs = await t.deps.db.select().from(agentRuns);
    const run = runs.find((r) => r.id === body.runId);
    expect(run).toMatchObject({ channel: 'test', isTest: true, userInput: 'Do you ship abroad?', agentOutput: 'We ship worldwide.', tokens: 20, tokensIn: 12, tokensOut: 8, status: 'completed' });
  });

  it('streams the reply as Server-Sent Events and ends with the full result', async () => {
    llm.script({ kind: 'reply', text: 'Streaming works fine today.' });
    const res = await owner.request('POST', `/api/agents/${agentId}/test`, { input: 'stream please' }, { accept: 'text/event-stream' });
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(res.body);
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((d) => d.data.text).join('')).toBe('Streaming works fine today.');
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { output: 'Streaming works fine today.', status: 'completed' } });
  });

  it('runs a tool call then a reply, and ends the conversation with the built-in tool', async () => {
    llm.script({ kind: 'tool', name: 'end_conversation', args: { reason: 'user said bye' } }, { kind: 'reply', text: 'Goodbye!' });
    const body = (await owner.post(`/api/agents/${agentId}/test`, { input: 'bye' })).json();
    expect(body).toMatchObject({ output: 'Goodbye!', isConversationFinished: true });
    expect(body.steps.map((s: { type: string; name: string }) => `${s.type}:${s.name}`)).toEqual(['model:fake-model', 'tool:end_conversation', 'model:fake-model']);
    expect(llm.requests).toHaveLength(2);
  });

  it('offers no tools when the tools switch is off', async () => {
    llm.script({ kind: 'reply', text: 'ok' });
    await owner.post(`/api/agents/${agentId}/test`, { input: 'hi', overrides: { enableTools: false, enableRag: true } });
    expect(llm.requests[0].body.tools).toBeUndefined();
  });

  it.each([
    [{ kind: 'status', status: 401 } as const, 'PROVIDER_AUTH', /rejected the API key \(401\)\. Update the key in Settings > API Keys/],
    [{ kind: 'status', status: 429 } as const, 'PROVIDER_RATE_LIMIT', /rate-limiting requests \(429\)/],
    [{ kind: 'status', status: 404, body: { error: { message: 'The model `nope` does not exist' } } } as const, 'PROVIDER_UNKNOWN_MODEL', /does not know the model "fake-model"/],
    [{ kind: 'status', status: 503 } as const, 'PROVIDER_UNAVAILABLE', /server error \(503\)/],
    [{ kind: 'reply', text: 'late', delayMs: 4000 } as const, 'PROVIDER_TIMEOUT', /did not answer within 2 seconds/],
    [{ kind: 'malformed' } as const, 'PROVIDER_BAD_RESPONSE', /could not be read/],
  ])('turns a provider failure into a clear message and an error run (%j)', async (behaviour, code, message) => {
    llm.fallback = behaviour;
    try {
      const res = await owner.post(`/api/agents/${agentId}/test`, { input: `failure ${code}` });
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe(code);
      expect(res.json().message).toMatch(message);
      expect(res.json().message).toContain('OpenAI-compatible endpoint');
      const runs = await t.deps.db.select().from(agentRuns);
      const run = runs.find((r) => r.userInput === `failure ${code}`);
      expect(run).toMatchObject({ status: 'error', isTest: true });
      expect(run?.error).toMatch(message);
    } finally {
      llm.fallback = null;
    }
  });

  it('tests an edited prompt without saving it, and a model override', async () => {
    llm.script({ kind: 'reply', text: 'fine' });
    await owner.post(`/api/agents/${agentId}/test`, { input: 'hi', systemPrompt: 'You are Draft Bot.' });
    expect((llm.requests[0].body.messages as { content: string }[])[0].content).toContain('You are Draft Bot.');
    expect((await owner.get(`/api/agents/${agentId}`)).json().systemPrompt).toContain('You are Support Bot');
  });
});

describe('the built-in offline model', () => {
  it('answers with no key at all and says so', async () => {
    const { client } = await signUp(t.app);
    const { agent } = await createAgent(client, { name: 'Offline Ava', modelProvider: 'openai', modelName: 'gpt-5', systemPrompt: 'You are Offline Ava, a helper.' });
    const hello = (await client.post(`/api/agents/${agent.id}/test`, { input: 'Hello there' })).json();
    expect(hello).toMatchObject({ offline: true, provider: 'offline', model: 'offline-kb', cost: 0, status: 'completed' });
    expect(hello.output).toContain("I'm Offline Ava");
    const unknown = (await client.post(`/api/agents/${agent.id}/test`, { input: 'What is the refund policy?' })).json();
    expect(unknown.output).toMatch(/built-in offline model/);
    const bye = (await client.post(`/api/agents/${agent.id}/test`, { input: 'ok bye' })).json();
    expect(bye.isConversationFinished).toBe(true);
    expect(bye.output).toMatch(/Thank you/);
  });

  it('greets a greeting in any form, and keeps its hint about API keys for the owner', async () => {
    const { client } = await signUp(t.app);
    const { agent } = await createAgent(client, { name: 'Ava', modelProvider: 'openai', modelName: 'gpt-5', systemPrompt: 'You are Ava, a helper.' });
    for (const greeting of ['¡Hola!', 'Hello!', 'hi there, how are you?', 'Buenas tardes, ¿qué tal?']) {
      const reply = (await client.post(`/api/agents/${agent.id}/test`, { input: greeting })).json();
      expect(reply.output, greeting).toMatch(/I'm Ava|Soy Ava/);
    }
    const versionId = (await client.post(`/api/agents/${agent.id}/publish`)).json().id;
    const res = await t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: { message: 'What is the refund policy?', sessionId: `visitor-${Date.now()}` }, remoteAddress: '10.44.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(DEFAULT_FALLBACK_MESSAGES.en);
    expect(res.json().message).not.toMatch(/API key|offline model/);
  });
});
