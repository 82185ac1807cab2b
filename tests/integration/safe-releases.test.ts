import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent, sampleAgent } from '../support/agents';

let t: TestApp;
let owner: SessionClient;
let intruder: SessionClient;

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open' });
  owner = (await signUp(t.app, { firstName: 'Olivia' })).client;
  intruder = (await signUp(t.app)).client;
});
afterAll(async () => {
  await t.close();
});

// no key is configured: the built-in offline model answers ("Hello! I'm Mia. …") and cases are graded by containment
const miaPrompt = 'You are Mia, a helper for an online shop.\nAlways be kind.';

async function agentWithGreetingCase(client: SessionClient) {
  const { agent, projectId } = await createAgent(client, { systemPrompt: miaPrompt });
  await client.post(`/api/agents/${agent.id}/test-cases`, { name: 'Greeting', input: 'Hello!', expectedOutput: "I'm Mia" });
  return { agent, projectId };
}

describe('comparing versions', () => {
  it('diffs two versions and a version with the draft: prompt and rules line by line, settings, tools, dataset', async () => {
    const { agent } = await createAgent(owner, { systemPrompt: miaPrompt });
    const v1 = (await owner.post(`/api/agents/${agent.id}/publish`, {})).json();
    const edit = await owner.put(`/api/agents/${agent.id}`, {
      ...sampleAgent,
      systemPrompt: 'You are Mia, a helper for an online shop.\nAnswer in two sentences.',
      rules: 'Never share internal prices.\nNever promise delivery dates.',
      modelSettings: { temperature: 0.9, topP: 1, maxTokens: 800 },
      modelName: 'fake-model-2',
      enabledTools: { ...sampleAgent.enabledTools, sendEmail: false, webSearch: true },
      fallbackMessage: 'Mia does not know yet: write to help@shop.example.',
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const res = await owner.get(`/api/agents/${agent.id}/versions/diff?from=${v1.id}&to=draft`);
    expect(res.statusCode).toBe(200);
    const diff = res.json();
    expect(diff.from).toEqual({ id: v1.id, label: 'v1', publishedAt: v1.publishedAt });
    expect(diff.to).toEqual({ id: 'draft', label: 'draft', publishedAt: null });
    expect(diff.identical).toBe(false);
    expect(diff.systemPrompt).toEqual({
      changed: true,
      lines: [
        { kind: 'same', text: 'You are Mia, a helper for an online shop.' },
        { kind: 'removed', text: 'Always be kind.' },
        { kind: 'added', text: 'Answer in two sentences.' },
      ],
    });
    expect(diff.rules.lines).toEqual([
      { kind: 'same', text: 'Never share internal prices.' },
      { kind: 'added', text: 'Never promise delivery dates.' },
    ]);
    expect(diff.settings).toEqual([
      { field: 'modelName', from: 'fake-model', to: 'fake-model-2' },
      { field: 'temperature', from: '0.3', to: '0.9' },
      { field: 'maxTokens', from: '500', to: '800' },
      { field: 'fallbackMessage', from: null, to: 'Mia does not know yet: write to help@shop.example.' },
    ]);
    expect(diff.tools).toEqual({ added: [{ kind: 'builtin', name: 'webSearch' }], removed: [{ kind: 'builtin', name: 'sendEmail' }], reconfigured: [], unchanged: [] });
    expect(diff.dataset).toEqual({ changed: false, from: { id: agent.datasetId, name: expect.any(String) }, to: { id: agent.datasetId, name: expect.any(String) } });
    // secrets never travel in a diff
    expect(res.body).not.toContain('smtp-secret-pw');
    expect(res.body).not.toContain('smtpPasswordEnc');

    // two versions, in the other direction
    const v2 = (await owner.post(`/api/agents/${agent.id}/publish`, {})).json();
    const back = (await owner.get(`/api/agents/${agent.id}/versions/diff?from=${v2.id}&to=${v1.id}`)).json();
    expect(back.systemPrompt.lines.filter((l: { kind: string }) => l.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'Answer in two sentences.' },
      { kind: 'added', text: 'Always be kind.' },
    ]);
    expect(back.settings[0]).toEqual({ field: 'modelName', from: 'fake-model-2', to: 'fake-model' });

    const same = (await owner.get(`/api/agents/${agent.id}/versions/diff?from=${v2.id}&to=draft`)).json();
    expect(same.identical).toBe(true);
  });

  it('names the bad side, and does not compare a version of another agent', async () => {
    const { agent } = await createAgent(owner);
    const { agent: other } = await createAgent(owner, { name: 'Other' });
    const otherV1 = (await owner.post(`/api/agents/${other.id}/publish`, {})).json();
    const bad = await owner.get(`/api/agents/${agent.id}/versions/diff?from=nope&to=draft`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^querystring from: must be a version id or "draft"/);
    expect((await owner.get(`/api/agents/${agent.id}/versions/diff?from=${otherV1.id}&to=draft`)).statusCode).toBe(404);
  });
});

describe('rolling back', () => {
  it('makes an earlier version the active one in one call and records who and when', async () => {
    const { agent } = await createAgent(owner);
    const v1 = (await owner.post(`/api/agents/${agent.id}/publish`, {})).json();
    expect(v1).toMatchObject({ activatedAt: null, activatedByName: null });
    await owner.post(`/api/agents/${agent.id}/publish`, {});
    const res = await owner.patch(`/api/agent-versions/${v1.id}/active`, { isActive: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isActive: true, activatedByName: 'Olivia', activatedAt: expect.any(String) });
    const list = (await owner.get(`/api/agents/${agent.id}/versions`)).json() as { version: string; isActive: boolean; activatedByName: string | null }[];
    expect(list.map((v) => [v.version, v.isActive, v.activatedByName])).toEqual([
      ['v2', false, null],
      ['v1', true, 'Olivia'],
    ]);
  });
});

describe('publishing behind the test cases', () => {
  it('publishes as before when the agent has no test cases', async () => {
    const { agent } = await createAgent(owner);
    const res = await owner.post(`/api/agents/${agent.id}/publish`, {});
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ publishedDespiteFailures: false, failingCases: [] });
  });

  it('publishes when every case passes against the new snapshot', async () => {
    const { agent } = await agentWithGreetingCase(owner);
    // a case with no expected output is not graded, so it never blocks
    await owner.post(`/api/agents/${agent.id}/test-cases`, { name: 'Free', input: 'Tell me something' });
    const res = await owner.post(`/api/agents/${agent.id}/publish`, {});
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ version: 'v1', publishedDespiteFailures: false });
  });

  it('blocks a publish whose answers fail, listing the cases; publishing anyway is recorded on the version', async () => {
    const { agent } = await agentWithGreetingCase(owner);
    await owner.post(`/api/agents/${agent.id}/test-cases`, { name: 'Still greets', input: 'Hi', expectedOutput: 'How can I help' });
    expect((await owner.post(`/api/agents/${agent.id}/publish`, {})).statusCode).toBe(201);
    await owner.put(`/api/agents/${agent.id}`, { systemPrompt: 'You are Leo, a helper for an online shop.' });

    const blocked = await owner.post(`/api/agents/${agent.id}/publish`, {});
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({
      message: '1 test case failed against this version. Fix the agent or publish anyway.',
      code: 'TEST_CASES_FAILED',
      failingCases: [
        {
          id: expect.any(String),
          name: 'Greeting',
          input: 'Hello!',
          expected: "I'm Mia",
          got: "Hello! I'm Leo. How can I help you today?",
          reason: 'The expected output does not appear in the answer.',
        },
      ],
    });
    // the web app asks for the same answer as a 200: a blocked publish is expected there, not a failed request
    const asAnswer = await owner.post(`/api/agents/${agent.id}/publish`, { blockedStatus: 200 });
    expect(asAnswer.statusCode).toBe(200);
    expect(asAnswer.json()).toEqual(blocked.json());
    expect((await owner.post(`/api/agents/${agent.id}/publish`, { blockedStatus: 404 })).statusCode).toBe(400);
    // nothing was published
    const before = (await owner.get(`/api/agents/${agent.id}/versions`)).json();
    expect(before.map((v: { version: string }) => v.version)).toEqual(['v1']);
    expect((await owner.get(`/api/agents/${agent.id}`)).json().lastVersionNumber).toBe(1);

    const anyway = await owner.post(`/api/agents/${agent.id}/publish`, { publishAnyway: true });
    expect(anyway.statusCode).toBe(201);
    expect(anyway.json()).toMatchObject({
      version: 'v2',
      isActive: true,
      publishedByName: 'Olivia',
      publishedDespiteFailures: true,
      failingCases: [{ name: 'Greeting', expected: "I'm Mia", got: "Hello! I'm Leo. How can I help you today?" }],
    });
    const listed = (await owner.get(`/api/agents/${agent.id}/versions`)).json()[0];
    expect(listed).toMatchObject({ version: 'v2', publishedDespiteFailures: true, failingCases: [{ name: 'Greeting' }] });
    expect(listed.snapshot.systemPrompt).toBe('You are Leo, a helper for an online shop.');
  });

  it('runs all cases against a chosen version or the draft', async () => {
    const { agent } = await agentWithGreetingCase(owner);
    const v1 = (await owner.post(`/api/agents/${agent.id}/publish`, {})).json();
    await owner.put(`/api/agents/${agent.id}`, { systemPrompt: 'You are Leo.' });
    const onDraft = (await owner.post(`/api/agents/${agent.id}/test-cases/run-all`, {})).json();
    expect(onDraft[0]).toMatchObject({ passed: false, metadata: { target: 'draft' } });
    const onV1 = (await owner.post(`/api/agents/${agent.id}/test-cases/run-all`, { versionId: v1.id })).json();
    expect(onV1[0]).toMatchObject({ passed: true, actualOutput: "Hello! I'm Mia. How can I help you today?", metadata: { target: 'v1' } });
  });
});

describe('another user', () => {
  it('gets 404 on diff, rollback, publish and run-all of an agent they are not a member of, and nothing changes', async () => {
    const { agent } = await agentWithGreetingCase(owner);
    const v1 = (await owner.post(`/api/agents/${agent.id}/publish`, {})).json();
    await owner.post(`/api/agents/${agent.id}/publish`, {});
    const { agent: theirs } = await createAgent(intruder);
    const attempts = [
      await intruder.get(`/api/agents/${agent.id}/versions/diff?from=${v1.id}&to=draft`),
      // their own agent, with the owner's version
      await intruder.get(`/api/agents/${theirs.id}/versions/diff?from=${v1.id}&to=draft`),
      await intruder.patch(`/api/agent-versions/${v1.id}/active`, { isActive: true }),
      await intruder.post(`/api/agents/${agent.id}/publish`, { publishAnyway: true }),
      await intruder.post(`/api/agents/${agent.id}/test-cases/run-all`, { versionId: v1.id }),
      await intruder.post(`/api/agents/${theirs.id}/test-cases/run-all`, { versionId: v1.id }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    const list = (await owner.get(`/api/agents/${agent.id}/versions`)).json() as { version: string; isActive: boolean }[];
    expect(list.map((v) => [v.version, v.isActive])).toEqual([
      ['v2', true],
      ['v1', false],
    ]);
  });
});
