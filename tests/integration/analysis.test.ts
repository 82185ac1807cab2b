import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp } from '../support/session-client';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';

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
    const custom = (await client.post(`/api/agents/${agent.id}/ai-analyze`, { customPrompt: 'You are X. Only discuss orders. Friendly tone. If you do not know, say so. Reply in English. Keep it brief and useful for every shopper. Answer from the knowledge base; use Send Email when a shopper asks for a copy.' })).json();
    expect(custom.issues).toEqual([]);
    const tuned = (await client.post(`/api/agents/${agent.id}/ai-tune-up`, { currentPrompt: 'Help.' })).json();
    expect(tuned.source).toBe('rules');
    expect(tuned.tunedUpPrompt.startsWith('Help.\n\n')).toBe(true);
    expect(tuned.improvements.length).toBeGreaterThan(2);
  });

  it('read the reply language from the rules as well as the prompt, in English or Spanish', async () => {
    const { client } = await signUp(t.app);
    const prompt = "You are Ava, a friendly assistant for an online shop. Only answer questions about orders. If you don't know, say so and offer a human.";
    const fields = { ...sampleAgent, modelProvider: 'openai', modelName: 'gpt-5', systemPrompt: prompt, enabledTools: {}, toolConfigs: {}, websiteUrls: [] };
    const { agent } = await createAgent(client, fields);
    const titles = async (rules: string) => {
      const saved = await client.put(`/api/agents/${agent.id}`, { ...fields, rules });
      expect(saved.statusCode, saved.body).toBe(200);
      const analysis = (await client.post(`/api/agents/${agent.id}/ai-analyze`, {})).json();
      expect(analysis.source).toBe('rules');
      return analysis.issues.map((i: { title: string }) => i.title);
    };
    expect(await titles('Always reply in Spanish.')).not.toContain('Reply language not stated');
    expect(await titles('Responde siempre en español.')).not.toContain('Reply language not stated');
    expect(await titles('Never share internal prices.')).toContain('Reply language not stated');
  });

  it("use the agent's model through a forced tool call, with no response_format", async () => {
    const { client } = await signUp(t.app);
    const { agent, projectId } = await createAgent(client);
    await useFakeModel(client, projectId, llm.baseUrl);
    const modelAnalysis = { issues: [{ title: 'Vague scope', description: 'No topics', severity: 'medium' }], suggestions: [{ title: 'Scope', description: 'The prompt should limit topics', example: 'Only discuss orders.', applicable: true }], improvedPrompt: 'Better prompt' };
    llm.script({ kind: 'tool', name: 'submit_review', args: modelAnalysis });
    const res = await client.post(`/api/agents/${agent.id}/ai-analyze`, {});
    expect(res.json()).toEqual({ ...modelAnalysis, source: 'model', structuredBy: 'tool_call' });
    const sent = llm.requests.at(-1)?.body;
    expect(sent?.response_format).toBeUndefined();
    expect(sent?.tool_choice).toEqual({ type: 'function', function: { name: 'submit_review' } });

    llm.script({ kind: 'tool', name: 'submit_tuned_prompt', args: { tunedUpPrompt: 'Tuned!', improvements: ['Added scope'] } });
    expect((await client.post(`/api/agents/${agent.id}/ai-tune-up`, { currentPrompt: 'x', currentSuggestions: modelAnalysis.suggestions })).json()).toEqual({ tunedUpPrompt: 'Tuned!', improvements: ['Added scope'], source: 'model', structuredBy: 'tool_call' });

    llm.script({ kind: 'status', status: 401 });
    const failed = await client.post(`/api/agents/${agent.id}/ai-analyze`, {});
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toMatch(/rejected the API key/);
  });

  it('read JSON text, or repair it, on a server that takes neither tools nor response_format', async () => {
    const { client } = await signUp(t.app);
    const { agent, projectId } = await createAgent(client);
    await useFakeModel(client, projectId, llm.baseUrl);
    llm.unsupported = ['tools', 'response_format'];
    try {
      const review = { issues: [], suggestions: [], improvedPrompt: 'Same prompt' };
      llm.script({ kind: 'json', value: review });
      const plain = await client.post(`/api/agents/${agent.id}/ai-analyze`, {});
      expect(plain.json()).toEqual({ ...review, source: 'model', structuredBy: 'json_text' });
      const [refused, answered] = llm.requests.slice(-2);
      expect(refused.body.tools).toBeDefined();
      expect(answered.body.tools).toBeUndefined();
      expect(answered.body.response_format).toBeUndefined();
      expect(JSON.stringify(answered.body.messages)).toContain('JSON Schema');

      llm.script({ kind: 'reply', text: 'Here is the review:\n```json\n{"tunedUpPrompt": "Tuned from text", "improvements": ["Clearer role",],}\n```\nAnything else?' });
      const repaired = await client.post(`/api/agents/${agent.id}/ai-tune-up`, { currentPrompt: 'x' });
      expect(repaired.json()).toEqual({ tunedUpPrompt: 'Tuned from text', improvements: ['Clearer role'], source: 'model', structuredBy: 'repaired_text' });

      llm.script({ kind: 'reply', text: 'I think your prompt is fine.' });
      expect((await client.post(`/api/agents/${agent.id}/ai-analyze`, {})).json()).toMatchObject({ source: 'rules', fallback: 'unreadable_model_answer' });
    } finally {
      llm.unsupported = [];
    }
  });

  it('grade a test case through a forced tool call, with no response_format', async () => {
    const { client } = await signUp(t.app);
    const { agent, projectId } = await createAgent(client);
    await useFakeModel(client, projectId, llm.baseUrl);
    const created = (await client.post(`/api/agents/${agent.id}/test-cases`, { name: 'Shipping', input: 'Do you ship to Spain?', expectedOutput: 'Spain in 3 days' })).json();
    llm.script({ kind: 'reply', text: 'We deliver to Spain within three days.' }, { kind: 'tool', name: 'submit_grade', args: { passed: true, reason: 'Same facts, other words.' } });
    const run = (await client.post(`/api/test-cases/${created.id}/run`)).json();
    expect(run).toMatchObject({ passed: true, metadata: { gradedBy: 'model', structuredBy: 'tool_call', reason: 'Same facts, other words.' } });
    expect(llm.requests.at(-1)?.body.response_format).toBeUndefined();
  });

  it('read the whole agent and never suggest what its rules forbid', async () => {
    const { client } = await signUp(t.app);
    const { projectId } = await createAgent(client);
    const dataset = (await client.post(`/api/projects/${projectId}/datasets`, { name: 'Shop handbook', description: 'Shipping and returns' })).json();
    const { agent } = await createAgent(client, {
      name: 'Discount Guard',
      datasetId: dataset.id,
      rules: 'Never offer discounts.',
      systemPrompt: 'Help.',
      enabledTools: { ...sampleAgent.enabledTools, captureLead: true },
    });
    // the built-in review (no model): a discount the owner picked is not appended
    const discount = { title: 'Win back customers', description: 'Offer discounts', example: 'Offer a 10% discount to unhappy customers.', applicable: true };
    const tuned = (await client.post(`/api/agents/${agent.id}/ai-tune-up`, { currentPrompt: 'Help.', currentSuggestions: [discount] })).json();
    expect(tuned.source).toBe('rules');
    expect(tuned.tunedUpPrompt).not.toMatch(/discount/i);
    expect(tuned.improvements).not.toContain('Win back customers');
    // the built-in review reads the knowledge base and the tools too
    const review = (await client.post(`/api/agents/${agent.id}/ai-analyze`, {})).json();
    expect(review.issues.map((i: { title: string }) => i.title)).toEqual(expect.arrayContaining(['Knowledge base not mentioned', 'Tools not mentioned']));
    expect(review.suggestions.map((x: { example: string }) => x.example)).toContain('Answer from the knowledge base "Shop handbook"; if it does not cover the question, say so instead of guessing.');

    // the model: it is told the rules, the knowledge base and the tools, and its discount suggestion is dropped
    await useFakeModel(client, projectId, llm.baseUrl);
    const scope = { title: 'Scope', description: 'Limit topics', example: 'Only discuss orders.', applicable: true };
    llm.script({ kind: 'tool', name: 'submit_review', args: { issues: [], suggestions: [discount, scope], improvedPrompt: 'Help.' } });
    const analysis = (await client.post(`/api/agents/${agent.id}/ai-analyze`, {})).json();
    expect(analysis.suggestions).toEqual([scope]);
    const sent = JSON.stringify(llm.requests.at(-1)?.body.messages);
    expect(sent).toContain('Never offer discounts.');
    expect(sent).toContain('Knowledge base \\"Shop handbook\\" (Shipping and returns)');
    expect(sent).toContain('Lead Capture');
    expect(sent).toContain('Send Email');
  });

  it('fall back to the rule-based review, saying why, when the model answers prose instead of a review', async () => {
    const { client } = await signUp(t.app);
    const { agent, projectId } = await createAgent(client, { systemPrompt: 'Help.' });
    await useFakeModel(client, projectId, llm.baseUrl);
    llm.script({ kind: 'reply', text: 'Your prompt looks fine to me, maybe add more detail.' });
    const res = await client.post(`/api/agents/${agent.id}/ai-analyze`, {});
    expect(res.statusCode, res.body).toBe(200);
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
