import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { agentRuns } from '../../src/server/db/schema';
import { rollUpClosedHours } from '../../src/server/db/run-stats/rollup';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createAgent, useFakeModel } from '../support/agents';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

// the fake model answers 12 tokens in, 8 out; gpt-4o is listed at $2.50 / $10 per million
const GPT_4O_COST = (12 * 2.5 + 8 * 10) / 1e6;

const METRICS_TOKEN = 'metrics-token-0123456789';

let t: TestApp;
let llm: FakeLlm;
let owner: SessionClient;
let projectId: string;
let local: string;
let priced: string;
let platformKey: string;

function run(agentId: string, message: string) {
  return t.app.inject({ method: 'POST', url: `/api/agents/${agentId}/run`, payload: { message }, headers: { authorization: `Bearer ${platformKey}` } });
}

async function analytics(range = '24h') {
  const res = await owner.get(`/api/projects/${projectId}/analytics?range=${range}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '1500', METRICS_TOKEN: METRICS_TOKEN });
  owner = (await signUp(t.app)).client;
  expect((await owner.post('/api/billing/trial')).statusCode).toBe(200);
  // 'fake-model' stands for a local model or a deployment name: it is not in the price table
  const created = await createAgent(owner, { name: 'Local Bot', websiteUrls: [] });
  projectId = created.projectId;
  local = created.agent.id;
  priced = (await createAgent(owner, { name: 'Priced Bot', modelName: 'gpt-4o', websiteUrls: [] })).agent.id;
  await useFakeModel(owner, projectId, llm.baseUrl);
  for (const id of [local, priced]) expect((await owner.post(`/api/agents/${id}/publish`)).statusCode).toBe(201);
  const key = await owner.post(`/api/projects/${projectId}/platform-keys`, { name: 'Backend' });
  platformKey = key.json().key;

  llm.script({ kind: 'reply', text: 'From the local model.' }, { kind: 'reply', text: 'From gpt-4o.' });
  const first = await run(local, 'Hello local');
  expect(first.statusCode, first.body).toBe(200);
  expect(first.json().usage).toEqual({ inputTokens: 12, outputTokens: 8, totalTokens: 20, cost: null });
  const second = await run(priced, 'Hello priced');
  expect(second.statusCode, second.body).toBe(200);
  expect(second.json().usage.cost).toBeCloseTo(GPT_4O_COST, 6);
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

describe('a run on a model without a known price', () => {
  it('is stored with cost null, never 0, next to a priced run', async () => {
    const [localRun] = await t.deps.db.select({ cost: agentRuns.cost, model: agentRuns.model }).from(agentRuns).where(eq(agentRuns.agentId, local));
    expect(localRun).toEqual({ cost: null, model: 'fake-model' });
    const [pricedRun] = await t.deps.db.select({ cost: agentRuns.cost }).from(agentRuns).where(eq(agentRuns.agentId, priced));
    expect(Number(pricedRun.cost)).toBeCloseTo(GPT_4O_COST, 6);
  });

  it('adds nothing to the cost metric: only the priced run is counted', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
    expect(body).toMatch(/agentforge_turns_total\{provider="openai_compatible",channel="api",status="completed"\} 2/);
    const counted = /^agentforge_cost_usd_total\{provider="openai_compatible",channel="api"\} (\S+)$/m.exec(body)?.[1];
    expect(Number(counted)).toBeCloseTo(GPT_4O_COST, 9);
  });

  it('answers cost null on the transcript and runs routes, and counts the turn as unpriced on the conversation', async () => {
    const list = await owner.get(`/api/projects/${projectId}/conversations`);
    expect(list.statusCode).toBe(200);
    const byAgent = new Map((list.json().conversations as { agentId: string; id: string; cost: number; unpricedTurns: number }[]).map((c) => [c.agentId, c]));
    expect(byAgent.get(local)).toMatchObject({ cost: 0, unpricedTurns: 1 });
    expect(byAgent.get(priced)?.unpricedTurns).toBe(0);
    expect(byAgent.get(priced)?.cost).toBeCloseTo(GPT_4O_COST, 6);

    const detail = await owner.get(`/api/conversations/${byAgent.get(local)?.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().transcript).toHaveLength(1);
    expect(detail.json().transcript[0]).toMatchObject({ userInput: 'Hello local', cost: null, tokensIn: 12, tokensOut: 8 });

    const runs = (await owner.get(`/api/projects/${projectId}/runs`)).json().runs as { agentId: string; cost: number | null }[];
    expect(runs.find((r) => r.agentId === local)).toHaveProperty('cost', null);
    expect(runs.find((r) => r.agentId === priced)?.cost).toBeCloseTo(GPT_4O_COST, 6);

    const intruder = (await signUp(t.app)).client;
    expect((await intruder.get(`/api/conversations/${byAgent.get(local)?.id}`)).statusCode).toBe(404);
  });

  it('is counted as unpriced in the analytics totals and breakdowns, adding nothing to the cost, before and after the roll-up', async () => {
    const check = async () => {
      const r = await analytics();
      expect(r.totals).toMatchObject({ runs: 2, unpricedRuns: 1, cost: GPT_4O_COST.toFixed(6) });
      expect(r.byModel).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ model: 'fake-model', runs: 1, unpricedRuns: 1, cost: '0.000000' }),
          expect.objectContaining({ model: 'gpt-4o', runs: 1, unpricedRuns: 0, cost: GPT_4O_COST.toFixed(6) }),
        ]),
      );
      expect(r.byAgent.find((a: { agentId: string }) => a.agentId === local)).toMatchObject({ unpricedRuns: 1, cost: '0.000000' });
      expect(r.byChannel).toEqual([expect.objectContaining({ channel: 'api', runs: 2, unpricedRuns: 1, cost: GPT_4O_COST.toFixed(6) })]);
      expect(r.volume.reduce((n: number, v: { unpricedRuns: number }) => n + v.unpricedRuns, 0)).toBe(1);
      const recent = r.recentActivity as { agentId: string; cost: string | null }[];
      expect(recent.find((a) => a.agentId === local)?.cost).toBeNull();
      expect(recent.find((a) => a.agentId === priced)?.cost).toBe(GPT_4O_COST.toFixed(6));

      const summary = (await owner.get(`/api/projects/${projectId}/analytics`)).json();
      expect(summary).toMatchObject({ monthCost: GPT_4O_COST.toFixed(6), monthUnpricedRuns: 1, totalCost: GPT_4O_COST.toFixed(6), totalUnpricedRuns: 1 });
    };
    await check();
    // two hours on, the turns' hour is closed: the hourly rows must carry the same sums
    const later = new Date(Date.now() + 2 * 3_600_000);
    await rollUpClosedHours(t.deps.db, later);
    t.setNow(later);
    await check();
    // two days on, the turns' day is closed: the daily rows too
    const days = new Date(Date.now() + 2 * 86_400_000);
    await rollUpClosedHours(t.deps.db, days);
    t.setNow(days);
    expect((await analytics('7d')).totals).toMatchObject({ runs: 2, unpricedRuns: 1, cost: GPT_4O_COST.toFixed(6) });
    const [daily] = await queryRows<{ unpriced: number }>(t.deps.db, sql`select sum(unpriced_runs)::int as unpriced from run_stats_daily`);
    expect(daily.unpriced).toBe(1);
    t.setNow(new Date());
  });

  it('leaves the cost cell empty in the CSV exports and null in the JSON export', async () => {
    const cells = (csv: string) =>
      csv
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean)
        .map((line) => line.split(','));
    const runsCsv = await owner.get(`/api/projects/${projectId}/analytics/export?range=24h`);
    expect(runsCsv.statusCode).toBe(200);
    const [head, ...rows] = cells(runsCsv.body);
    const cost = head.indexOf('cost');
    const agent = head.indexOf('agent');
    expect(rows.find((r) => r[agent] === 'Local Bot')?.[cost]).toBe('');
    expect(Number(rows.find((r) => r[agent] === 'Priced Bot')?.[cost])).toBeCloseTo(GPT_4O_COST, 6);

    const turnsCsv = await owner.get(`/api/projects/${projectId}/conversations/export?format=csv&agentId=${local}`);
    const [turnHead, turnRow] = cells(turnsCsv.body);
    expect(turnRow[turnHead.indexOf('cost')]).toBe('');

    const json = await owner.get(`/api/projects/${projectId}/conversations/export?format=json&agentId=${local}`);
    expect(json.statusCode).toBe(200);
    const exported = JSON.parse(json.body) as { transcript: { cost: number | null }[] }[];
    expect(exported[0].transcript[0]).toHaveProperty('cost', null);
  });

  it('is described as nullable in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const reply = (path: string, method: string) => doc.paths[path][method].responses['200'].content['application/json'].schema;
    const nullable = (schema: unknown) => JSON.stringify(schema).includes('null');
    expect(nullable(reply('/api/agents/{id}/run', 'post').properties.usage.properties.cost)).toBe(true);
    expect(nullable(reply('/api/conversations/{id}', 'get').properties.transcript.items.properties.cost)).toBe(true);
    expect(nullable(reply('/api/projects/{id}/runs', 'get').properties.runs.items.properties.cost)).toBe(true);
  });
});
