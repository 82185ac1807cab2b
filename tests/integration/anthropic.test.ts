import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp } from '../support/session-client';
import { createAgent } from '../support/agents';

let t: TestApp;
let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host });
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

describe('Anthropic provider', () => {
  it('runs a Claude agent through the Anthropic messages API with the project key, streamed and not', async () => {
    const { client } = await signUp(t.app);
    const { agent, projectId } = await createAgent(client, { modelProvider: 'anthropic', modelName: 'claude-sonnet-4-20250514' });
    await client.post(`/api/projects/${projectId}/api-keys`, { provider: 'anthropic', keyHash: 'sk-ant-test-5678', baseUrl: llm.baseUrl });
    llm.script({ kind: 'reply', text: 'Hello from Claude.' });
    const res = await client.post(`/api/agents/${agent.id}/test`, { input: 'Hi' });
    expect(res.json()).toMatchObject({ output: 'Hello from Claude.', provider: 'anthropic', model: 'claude-sonnet-4-20250514', tokens: { input: 12, output: 8 } });
    expect(res.json().cost).toBeCloseTo((12 * 3 + 8 * 15) / 1e6, 6);
    const req = llm.requests.at(-1);
    expect(req?.path).toBe('/v1/messages');
    expect(req?.headers['x-api-key']).toBe('sk-ant-test-5678');
    expect(JSON.stringify(req?.body.system)).toContain('You are Support Bot');

    llm.script({ kind: 'tool', name: 'end_conversation', args: {} }, { kind: 'reply', text: 'Bye now.' });
    const streamed = await client.request('POST', `/api/agents/${agent.id}/test`, { input: 'bye' }, { accept: 'text/event-stream' });
    expect(streamed.body).toContain('event: done');
    expect(streamed.body).toContain('"isConversationFinished":true');
  });
});
