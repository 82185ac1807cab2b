import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp } from '../support/session-client';
import { createAgent, useFakeModel } from '../support/agents';

let t: TestApp;
let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host });
  await signUp(t.app);
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

describe('AI Analysis and AI Tune Up', () => {
  it('use the rule-based review when no model is configured', async () => {
    const { client } = await signUp(t.app);
    const { agent } = await createAgent(client, { modelProvider: 'openai', modelName: 'gpt-5', systemPrompt: 'Help.' });
    const analysis = (await client.post(`/api/agents/${agent.id}/ai-analyze`, {})).json();
    expect(analysis.source).toBe('rules');
    expect(analysis.issues.map((i: { title: string }) => i.title)).toContain('Missing role');
    const custom = (await client.post(`/api/agents/${agent.id}/ai-analyze`, { customPrompt: 'You are X. Only discuss orders. Friendly tone. If you do not know, say so. Reply in English. Keep it brief and useful for every shopper.' })).json();
    expect(custom.issues).toEqual([]);
    const tuned = (await client.post(`/api/agents/${agent.id}/ai-tune-up`, { currentPrompt: 'Help.' })).json();
    expect(tuned.source).toBe('rules');
    expect(tuned.tunedUpPrompt.startsWith('Help.\n\n')).toBe(true);
    expect(tuned.improvements.length).toBeGreaterThan(2);
  });

  it("use the agent's model with a structured-output schema when one is configured", async () => {
    const { client } = await signUp(t.app);
    const { agent, projectId } = await createAgent(client);
    await useFakeModel(client, projectId, llm.baseUrl);
    const modelAnalysis = { issues: [{ title: 'Vague scope', description: 'No topics', severity: 'medium' }], suggestions: [{ title: 'Scope', description: 'The prompt should limit topics', example: 'Only discuss orders.', applicable: true }], improvedPrompt: 'Better prompt' };
    llm.script({ kind: 'json', value: modelAnalysis });
    const res = await client.post(`/api/agents/${agent.id}/ai-analyze`, {});
    expect(res.json()).toEqual({ ...modelAnalysis, source: 'model' });
    expect(llm.requests.at(-1)?.body.response_format).toBeDefined();

    llm.script({ kind: 'json', value: { tunedUpPrompt: 'Tuned!', improvements: ['Added scope'] } });
    expect((await client.post(`/api/agents/${agent.id}/ai-tune-up`, { currentPrompt: 'x', currentSuggestions: modelAnalysis.suggestions })).json()).toEqual({ tunedUpPrompt: 'Tuned!', improvements: ['Added scope'], source: 'model' });

    llm.script({ kind: 'status', status: 401 });
    const failed = await client.post(`/api/agents/${agent.id}/ai-analyze`, {});
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toMatch(/rejected the API key/);
  });

  it('fall back to the rule-based review, saying why, when the model answers prose instead of a review', async () => {
    const { client } = await signUp(t.app);
    const { agent, projectId } = await createAgent(client, { systemPrompt: 'Help.' });
    await useFakeModel(client, projectId, llm.baseUrl);
    llm.script({ kind: 'reply', text: 'Your prompt looks fine to me, maybe add more detail.' });
    const res = await client.post(`/api/agents/${agent.id}/ai-analyze`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: 'rules', fallback: 'unreadable_model_answer' });
    expect(res.json().issues.map((i: { title: string }) => i.title)).toContain('Missing role');
  });

  it('still answer a provider failure with its clear message', async () => {
    const { client } = await signUp(t.app);
    const { agent, projectId } = await createAgent(client);
    await useFakeModel(client, projectId, llm.baseUrl);
    llm.fallback = { kind: 'status', status: 401 };
    try {
      const res = await client.post(`/api/agents/${agent.id}/ai-analyze`, {});
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'PROVIDER_AUTH' });
    } finally {
      llm.fallback = null;
    }
  });
});
