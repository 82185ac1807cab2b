import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRuns } from '../../src/server/db/schema';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createAgent, useFakeModel } from '../support/agents';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

// The instance's own price table: a model the built-in table does not know ('fake-model', like a
// local Ollama model or an Azure deployment) is costed once an admin prices it.

let t: TestApp;
let llm: FakeLlm;
let admin: SessionClient;
let user: SessionClient;

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '1500' });
  admin = (await signUp(t.app)).client; // the first account is the admin
  user = (await signUp(t.app)).client;
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

const save = (client: SessionClient, prices: unknown) => client.put('/api/admin/model-prices', { prices });

describe('model prices', () => {
  it('are read by every signed-in user and changed by admins only', async () => {
    const view = await user.get('/api/model-prices');
    expect(view.statusCode).toBe(200);
    expect(view.json().custom).toEqual([]);
    expect(view.json().builtIn).toContainEqual({ model: 'gpt-4o', input: 2.5, output: 10 });
    expect(view.json().builtIn.map((p: { model: string }) => p.model)).not.toContain('offline-kb');
    expect((await save(user, [{ model: 'fake-model', input: 1, output: 1 }])).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/model-prices' })).statusCode).toBe(401);
    expect((await admin.get('/api/model-prices')).json().custom).toEqual([]);
  });

  it('refuse bad rows naming the row, the field and the limit, and keep what was saved', async () => {
    expect((await save(admin, [{ model: 'kept', input: 1, output: 2 }])).statusCode).toBe(200);
    const cases: [unknown, RegExp][] = [
      [[{ model: 'a', input: -1, output: 1 }], /prices\.0\.input: The input price must be between 0 and 1000/],
      [[{ model: 'a', input: 1, output: 1001 }], /prices\.0\.output: The output price must be between 0 and 1000/],
      [[{ model: 'a', input: null, output: 1 }], /prices\.0\.input: The input price must be a number/],
      [[{ model: ' ', input: 1, output: 1 }], /prices\.0\.model: Enter the model name/],
      [[{ model: 'x'.repeat(201), input: 1, output: 1 }], /prices\.0\.model: At most 200 characters/],
      [[{ model: 'a', input: 1, output: 1 }, { model: 'a', input: 2, output: 2 }], /prices\.1\.model: "a" is listed twice/],
      [Array.from({ length: 201 }, (_, i) => ({ model: `m${i}`, input: 1, output: 1 })), /prices: At most 200 prices/],
    ];
    for (const [prices, message] of cases) {
      const res = await save(admin, prices);
      expect(res.statusCode, JSON.stringify(prices).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await admin.get('/api/model-prices')).json().custom).toEqual([{ model: 'kept', input: 1, output: 2 }]);
  });

  it("cost a run of a model the built-in table does not know, and price it in the provider's model list", async () => {
    const { projectId, agent } = await createAgent(admin, { name: 'Local Bot', websiteUrls: [] });
    await useFakeModel(admin, projectId, llm.baseUrl);
    const turn = async () => {
      llm.script({ kind: 'reply', text: 'Hello.' });
      const res = await admin.post(`/api/agents/${agent.id}/test`, { input: 'Hi' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const models = async () => (await admin.get(`/api/projects/${projectId}/api-keys/openai_compatible/models`)).json().models;

    expect((await turn()).cost).toBeNull();
    expect(await models()).toEqual([{ id: 'fake-model', name: 'fake-model', price: null }]);

    const saved = await save(admin, [{ model: 'fake-model', input: 2, output: 4 }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().custom).toEqual([{ model: 'fake-model', input: 2, output: 4 }]);
    // the fake model answers 12 tokens in, 8 out
    const priced = await turn();
    expect(priced.cost).toBeCloseTo((12 * 2 + 8 * 4) / 1e6, 9);
    expect(await models()).toEqual([{ id: 'fake-model', name: 'fake-model', price: { input: 2, output: 4 } }]);
    const runs = await t.deps.db.select({ cost: agentRuns.cost }).from(agentRuns).where(eq(agentRuns.agentId, agent.id));
    expect(runs.map((r) => (r.cost === null ? null : Number(r.cost))).sort()).toEqual([0.000056, null]);

    // an empty list removes them: the next run is unknown again
    expect((await save(admin, [])).json().custom).toEqual([]);
    expect((await turn()).cost).toBeNull();
  });
});
