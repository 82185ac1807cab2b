import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTER_CHARS_MAX, STARTERS_MAX } from '../../src/common/agents';
import { createTestApp, type TestApp } from '../support/test-app';
import { SessionClient, signUp } from '../support/session-client';
import { createAgent, sampleAgent } from '../support/agents';

let t: TestApp;
let owner: SessionClient;
let agentId: string;

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open' });
  owner = (await signUp(t.app)).client;
  agentId = (await createAgent(owner)).agent.id;
});
afterAll(async () => {
  await t.close();
});

const FOUR = ['What are your opening hours?', 'How do I return an order?', '¿Hacéis envíos a Canarias?', 'Where is my parcel?'];

describe('conversation starters', () => {
  it('saves up to four, trimmed, and shows them on the agent', async () => {
    const res = await owner.put(`/api/agents/${agentId}`, { ...sampleAgent, starters: FOUR.map((s) => `  ${s} `) });
    expect(res.statusCode).toBe(200);
    expect(res.json().starters).toEqual(FOUR);
    expect((await owner.get(`/api/agents/${agentId}`)).json().starters).toEqual(FOUR);
  });

  it('refuses a fifth, an empty or an over-long one with a 400 naming the field and the limit', async () => {
    const five = await owner.put(`/api/agents/${agentId}`, { ...sampleAgent, starters: [...FOUR, 'One more?'] });
    expect(five.statusCode).toBe(400);
    expect(five.json().message).toMatch(new RegExp(`^starters: .*At most ${STARTERS_MAX} conversation starters`));

    const created = await owner.post(`/api/projects/${(await owner.get('/api/projects')).json()[0].id}/agents`, { ...sampleAgent, starters: [...FOUR, 'One more?'] });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(`starters: At most ${STARTERS_MAX} conversation starters`);

    const long = await owner.put(`/api/agents/${agentId}`, { ...sampleAgent, starters: ['x'.repeat(STARTER_CHARS_MAX + 1)] });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(new RegExp(`^starters\\.0: .*at most ${STARTER_CHARS_MAX} characters`));

    const empty = await owner.put(`/api/agents/${agentId}`, { ...sampleAgent, starters: ['   '] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^starters\.0: /);

    expect((await owner.get(`/api/agents/${agentId}`)).json().starters).toEqual(FOUR);
    // the Testing Console's prompt-only save still works, and still names its own field
    expect((await owner.put(`/api/agents/${agentId}`, { systemPrompt: 'You are Support Bot.' })).statusCode).toBe(200);
    expect((await owner.put(`/api/agents/${agentId}`, { systemPrompt: 'x'.repeat(50001) })).json().message).toMatch(/^systemPrompt: /);
  });

  it('freezes them with a published version: the public payload keeps them after the agent changes', async () => {
    const version = (await owner.post(`/api/agents/${agentId}/publish`)).json();
    await owner.put(`/api/agents/${agentId}`, { ...sampleAgent, starters: ['A new question?'] });
    const pub = await t.app.inject({ method: 'GET', url: `/api/agent-versions/${version.id}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().starters).toEqual(FOUR);
    const next = (await owner.post(`/api/agents/${agentId}/publish`)).json();
    expect((await t.app.inject({ method: 'GET', url: `/api/agent-versions/${next.id}` })).json().starters).toEqual(['A new question?']);
  });
});
