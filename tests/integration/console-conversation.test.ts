import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { SessionClient, signUp } from '../support/session-client';
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

type Message = { role: string; content: unknown };
const textOf = (m: Message) => (typeof m.content === 'string' ? m.content : (m.content as { text?: string }[]).map((c) => c.text ?? '').join(''));

describe('the Testing Console conversation', () => {
  it('sends the earlier turns to the model with the new message, and reports the model that answered', async () => {
    const { agent, projectId } = await createAgent(owner, { websiteUrls: [] });
    await useFakeModel(owner, projectId, llm.baseUrl);
    llm.script({ kind: 'reply', text: 'Your name is Sam.' });
    const res = await owner.post(`/api/agents/${agent.id}/test`, {
      input: 'What is my name?',
      history: [
        { role: 'user', content: 'Hi, I am Sam.' },
        { role: 'assistant', content: 'Nice to meet you, Sam!' },
      ],
      overrides: { enableRag: false, enableTools: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ output: 'Your name is Sam.', provider: 'openai_compatible', model: 'fake-model', offline: false });
    const messages = (llm.requests.at(-1)?.body.messages as Message[]).filter((m) => m.role !== 'system');
    expect(messages.map((m) => [m.role, textOf(m)])).toEqual([
      ['user', 'Hi, I am Sam.'],
      ['assistant', 'Nice to meet you, Sam!'],
      ['user', 'What is my name?'],
    ]);
  });

  it('says when the built-in offline model answered instead of the configured one', async () => {
    const { client } = await signUp(t.app);
    const { agent } = await createAgent(client, { modelProvider: 'openai', modelName: 'gpt-5', websiteUrls: [] });
    const res = (await client.post(`/api/agents/${agent.id}/test`, { input: 'Hello!', history: [{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello!' }] })).json();
    expect(res).toMatchObject({ provider: 'offline', model: 'offline-kb', offline: true });
  });

  it('names the limit on the history', async () => {
    const { agent } = await createAgent(owner, { name: 'Limits', websiteUrls: [] });
    const history = Array.from({ length: 41 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: 'x' }));
    const res = await owner.post(`/api/agents/${agent.id}/test`, { input: 'Hi', history });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('history: at most 40 earlier messages');
    const bad = await owner.post(`/api/agents/${agent.id}/test`, { input: 'Hi', history: [{ role: 'system', content: 'x' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^history\.0\.role: /);
  });
});

describe("the public demo's model line", () => {
  it('names the model that answers visitors: the configured one once a key serves it, else the offline model', async () => {
    const { client } = await signUp(t.app);
    const { agent, projectId } = await createAgent(client, { websiteUrls: [] });
    const v1 = (await client.post(`/api/agents/${agent.id}/publish`, {})).json();
    const anonymous = new SessionClient(t.app);
    expect((await anonymous.get(`/api/agent-versions/${v1.id}`)).json()).toMatchObject({ modelName: 'fake-model', answeredBy: { provider: 'offline', model: 'offline-kb', offline: true } });
    await useFakeModel(client, projectId, llm.baseUrl);
    expect((await anonymous.get(`/api/agent-versions/${v1.id}`)).json()).toMatchObject({ answeredBy: { provider: 'openai_compatible', model: 'fake-model', offline: false } });
  });
});
