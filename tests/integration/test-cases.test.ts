import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent, useFakeModel } from '../support/agents';

let t: TestApp;
let llm: FakeLlm;
let owner: SessionClient;
beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host });
  owner = (await signUp(t.app)).client;
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

describe('test cases and stats', () => {
  it('saves, edits, runs (graded by the model when one is configured), and deletes cases; stats come from results', async () => {
    const { agent, projectId } = await createAgent(owner);
    await useFakeModel(owner, projectId, llm.baseUrl);
    const created = await owner.post(`/api/agents/${agent.id}/test-cases`, { name: 'Shipping', input: 'Do you ship to Spain?', expectedOutput: 'ship to Spain' });
    expect(created.statusCode).toBe(201);
    const second = (await owner.post(`/api/agents/${agent.id}/test-cases`, { name: 'Refunds', input: 'Refunds?', expectedOutput: '30 days' })).json();

    expect((await owner.get(`/api/agents/${agent.id}/test-stats`)).json()).toEqual({ total: 2, passed: 0, failed: 0, avgResponseTime: null });

    // the agent answers, then the model grades
    llm.script({ kind: 'reply', text: 'Yes, we ship to Spain in 3 days.' }, { kind: 'json', value: { passed: true, reason: 'Mentions shipping to Spain.' } });
    const run = await owner.post(`/api/test-cases/${created.json().id}/run`);
    expect(run.json()).toMatchObject({ passed: true, actualOutput: 'Yes, we ship to Spain in 3 days.', metadata: { gradedBy: 'model', structuredBy: 'json_text', reason: 'Mentions shipping to Spain.', tokens: 20 } });

    llm.script({ kind: 'reply', text: 'Echo' }, { kind: 'json', value: { passed: true, reason: 'x' } }, { kind: 'reply', text: 'No refunds, sorry.' }, { kind: 'json', value: { passed: false, reason: 'Contradicts 30 days.' } });
    const all = (await owner.post(`/api/agents/${agent.id}/test-cases/run-all`)).json();
    expect(all.map((c: { name: string; passed: boolean }) => [c.name, c.passed])).toEqual([
      ['Shipping', true],
      ['Refunds', false],
    ]);
    const stats = (await owner.get(`/api/agents/${agent.id}/test-stats`)).json();
    expect(stats).toMatchObject({ total: 2, passed: 1, failed: 1 });
    expect(stats.avgResponseTime).toEqual(expect.any(Number));

    const edited = await owner.put(`/api/test-cases/${second.id}`, { expectedOutput: 'sorry' });
    expect(edited.json()).toMatchObject({ expectedOutput: 'sorry', passed: null });
    expect((await owner.delete(`/api/test-cases/${second.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/agents/${agent.id}/test-cases`)).json()).toHaveLength(1);
  });

  it('grades by containment with the offline model', async () => {
    const { client } = await signUp(t.app);
    const { agent } = await createAgent(client, { modelProvider: 'openai', modelName: 'gpt-5', systemPrompt: 'You are Mia, a helper.' });
    const tc = (await client.post(`/api/agents/${agent.id}/test-cases`, { name: 'Greeting', input: 'Hello!', expectedOutput: "I'm Mia" })).json();
    const run = (await client.post(`/api/test-cases/${tc.id}/run`)).json();
    expect(run).toMatchObject({ passed: true, metadata: { gradedBy: 'contains' } });
  });

  it("keeps other users away from a user's test cases", async () => {
    const { agent } = await createAgent(owner, { name: 'Guarded' });
    const tc = (await owner.post(`/api/agents/${agent.id}/test-cases`, { name: 'x', input: 'y' })).json();
    const intruder = (await signUp(t.app)).client;
    expect((await intruder.put(`/api/test-cases/${tc.id}`, { name: 'pwned' })).statusCode).toBe(404);
    expect((await intruder.post(`/api/test-cases/${tc.id}/run`)).statusCode).toBe(404);
    expect((await intruder.delete(`/api/test-cases/${tc.id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/agents/${agent.id}/test-cases`)).json()[0].name).toBe('x');
  });

  it('validates case input', async () => {
    const { agent } = await createAgent(owner, { name: 'Validated' });
    const res = await owner.post(`/api/agents/${agent.id}/test-cases`, { name: '', input: 'y' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^name: /);
    expect((await owner.post(`/api/agents/${agent.id}/test`, { input: '   ' })).json().message).toMatch(/^input: /);
  });
});
