import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRuns, agents, conversations } from '../../src/server/db/schema';
import { leads } from '../../src/server/db/tool-tables';
import { rollUpClosedHours } from '../../src/server/db/run-stats/rollup';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';

// half past the current hour: sessions live on the real clock, buckets need a fixed point
const NOW = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 30 * 60_000);
const today = NOW.toISOString().slice(0, 10);
const ago = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

let t: TestApp;
let owner: SessionClient;
let projectId: string;
let sales: string;
let support: string;
let deletedConversation: string;

async function report(query: string) {
  const res = await owner.get(`/api/projects/${projectId}/analytics?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open' });
  t.setNow(NOW);
  owner = (await signUp(t.app)).client;
  expect((await owner.post('/api/billing/trial')).statusCode).toBe(200);
  projectId = (await owner.get('/api/projects')).json()[0].id;
  const db = t.deps.db;
  [{ id: sales }, { id: support }] = await db
    .insert(agents)
    .values([
      { projectId, name: 'Sales', status: 'active' },
      { projectId, name: 'Support', status: 'active' },
    ])
    .returning();
  const [c1, c2, c3, old] = await db
    .insert(conversations)
    .values([
      { agentId: sales, sessionId: 's1', channel: 'chat', startedAt: ago(30) },
      { agentId: sales, sessionId: 's2', channel: 'widget', startedAt: ago(2) },
      { agentId: support, sessionId: 's3', channel: 'api', startedAt: ago(50) },
      { agentId: support, sessionId: 's4', channel: 'chat', startedAt: ago(24 * 20) },
    ])
    .returning();
  await db.insert(conversations).values({ agentId: sales, sessionId: 'test_agent_1', channel: 'test', isTest: true, startedAt: ago(1) });
  deletedConversation = c3.id;
  await db.insert(agentRuns).values([
    { agentId: sales, conversationId: c1.id, channel: 'chat', model: 'gpt-4o', userInput: '=HYPERLINK("x")', agentOutput: 'a', latency: 800, tokensIn: 10, tokensOut: 20, cost: '0.010000', createdAt: ago(30), rating: 'up' },
    { agentId: sales, conversationId: c1.id, channel: 'chat', model: 'gpt-4o', userInput: 'second', agentOutput: 'b', latency: 1200, tokensIn: 10, tokensOut: 20, cost: '0.010000', createdAt: ago(29.5), rating: 'down', ratingComment: 'wrong' },
    { agentId: sales, conversationId: c2.id, channel: 'widget', model: 'claude-sonnet-4', userInput: 'widget q', agentOutput: null, latency: 4000, status: 'error', error: 'boom', tokensIn: 5, tokensOut: 0, cost: '0.000000', createdAt: ago(2) },
    { agentId: sales, conversationId: c2.id, channel: 'widget', model: 'claude-sonnet-4', userInput: 'newest', agentOutput: 'c', latency: 300, tokensIn: 40, tokensOut: 60, cost: '0.100000', createdAt: ago(0.1), rating: 'up' },
    { agentId: support, conversationId: c3.id, channel: 'api', model: 'gpt-4o', userInput: 'api q', agentOutput: 'd', latency: 600, tokensIn: 1, tokensOut: 1, cost: '0.001000', createdAt: ago(50) },
    { agentId: support, conversationId: old.id, channel: 'chat', model: 'gpt-4o', userInput: 'too old', agentOutput: 'e', latency: 600, cost: '5.000000', createdAt: ago(24 * 20) },
    { agentId: sales, channel: 'test', isTest: true, userInput: 'a test', agentOutput: 'f', latency: 100, cost: '1.000000', createdAt: ago(1), rating: 'down' },
  ]);
  await db.insert(leads).values([
    { projectId, agentId: sales, channel: 'chat', email: 'a@example.com', createdAt: ago(29) },
    { projectId, agentId: sales, channel: 'chat', email: 'old@example.com', createdAt: ago(24 * 20) },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('the Analytics report', () => {
  it('sums the production runs, conversations, ratings and leads of the range', async () => {
    const r = await report('range=7d');
    expect(r.bucket).toBe('day');
    expect(r.volume).toHaveLength(7);
    expect(r.from).toBe(new Date(Date.parse(today) - 6 * 86_400_000).toISOString());
    expect(r.totals).toMatchObject({ conversations: 3, runs: 5, completed: 4, errors: 1, successRate: 80, tokens: 167, cost: '0.121000', leads: 1, ratingsUp: 2, ratingsDown: 1, satisfaction: 67, avgLatency: 1380 });
    expect(r.totals.p95Latency).toBeGreaterThan(3000);
    expect(r.totals.p95Latency).toBeLessThanOrEqual(4000);
    expect(r.volume.reduce((a: number, v: { runs: number }) => a + v.runs, 0)).toBe(5);
    const dayOf = (hoursAgo: number) => ago(hoursAgo).toISOString().slice(0, 10);
    const runsOn = (day: string) => [30, 29.5, 2, 0.1, 50].filter((h) => dayOf(h) === day).length;
    for (const v of r.volume) expect(v.runs, v.start).toBe(runsOn(v.start.slice(0, 10)));
    expect(r.volume.find((v: { start: string }) => v.start.startsWith(dayOf(0.1)))).toMatchObject({ cost: '0.100000' });
    expect(r.byAgent.map((a: { agentName: string; runs: number; conversations: number }) => [a.agentName, a.runs, a.conversations])).toEqual([
      ['Sales', 4, 2],
      ['Support', 1, 1],
    ]);
    expect(r.byAgent[0]).toMatchObject({ ratingsUp: 2, ratingsDown: 1, successRate: 75 });
    expect(r.byModel.map((m: { model: string; runs: number }) => [m.model, m.runs])).toEqual([
      ['claude-sonnet-4', 2],
      ['gpt-4o', 3],
    ]);
    expect(Object.fromEntries(r.byChannel.map((c: { channel: string; runs: number; conversations: number }) => [c.channel, [c.runs, c.conversations]]))).toEqual({
      chat: [2, 1],
      widget: [2, 1],
      api: [1, 1],
    });
    expect(r.recentActivity.map((a: { userInput: string }) => a.userInput)).toEqual(['newest', 'widget q', 'second', '=HYPERLINK("x")', 'api q']);
    expect(r.recentActivity[0]).toMatchObject({ agentName: 'Sales', channel: 'widget', cost: '0.100000', latency: 300 });
  });

  it('buckets the 24h range by hour and filters by agent', async () => {
    const day = await report('range=24h');
    expect(day.bucket).toBe('hour');
    expect(day.volume).toHaveLength(24);
    expect(day.totals).toMatchObject({ runs: 2, conversations: 1 });
    const agent = await report(`range=30d&agentId=${support}`);
    expect(agent.totals).toMatchObject({ runs: 2, conversations: 2, leads: 0, cost: '5.001000' });
    expect(agent.byAgent.map((a: { agentName: string }) => a.agentName)).toEqual(['Support']);
  });

  it('answers the same from rolled-up hours as from the raw runs, and forgets a deleted conversation', async () => {
    const before = await report('range=30d');
    await rollUpClosedHours(t.deps.db, NOW);
    const rolled = (await t.deps.db.select().from((await import('../../src/server/db/analytics-tables')).runStatsHourly)).length;
    expect(rolled).toBeGreaterThan(0);
    expect(await report('range=30d')).toEqual(before);

    expect((await owner.delete(`/api/conversations/${deletedConversation}`)).statusCode).toBe(204);
    const after = await report('range=30d');
    expect(after.totals.runs).toBe(before.totals.runs - 1);
    expect(after.byChannel.find((c: { channel: string }) => c.channel === 'api')).toBeUndefined();
    await rollUpClosedHours(t.deps.db, NOW);
    expect(await report('range=30d')).toEqual(after);
  });

  it('keeps the dashboard summary on every plan, from the same sums', async () => {
    const summary = (await owner.get(`/api/projects/${projectId}/analytics`)).json();
    expect(summary).toMatchObject({ totalAgents: 2, totalRuns: 5, successRate: 80 });
    // the month's spend counts test runs
    const monthStart = Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), 1);
    const spent = ([[30, 0.01], [29.5, 0.01], [0.1, 0.1], [24 * 20, 5], [1, 1]] as const).filter(([h]) => ago(h).getTime() >= monthStart).reduce((a, [, c]) => a + c, 0);
    expect(summary.monthCost).toBe(spent.toFixed(6));
  });

  it('streams the runs of the range as CSV with a header row, formulas neutralised, tests left out', async () => {
    const res = await owner.get(`/api/projects/${projectId}/analytics/export?range=7d`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="analytics-runs-7d-${today}.csv"`);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('created_at,agent,channel,model,status,conversation_id,session_id,visitor_message,agent_answer,tokens_in,tokens_out,cost,latency_ms,rating,rating_comment,error');
    expect(lines).toHaveLength(1 + 4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toContain(',down,wrong,');
    expect(lines.some((l) => l.includes('a test'))).toBe(false);
  });
});

describe('who may read Analytics', () => {
  it('answers the premium gate to a free user, on the report and the export', async () => {
    const free = (await signUp(t.app)).client;
    const own = (await free.get('/api/projects')).json()[0].id;
    for (const url of [`/api/projects/${own}/analytics?range=7d`, `/api/projects/${own}/analytics/export?range=7d`]) {
      const res = await free.get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'PREMIUM_REQUIRED', message: 'Upgrade to Premium to access this feature' });
    }
    expect((await free.get(`/api/projects/${own}/analytics`)).statusCode).toBe(200);
  });

  it("answers 404 for another user's project and for an agent of another project", async () => {
    const other = (await signUp(t.app)).client;
    expect((await other.post('/api/billing/trial')).statusCode).toBe(200);
    for (const url of [`/api/projects/${projectId}/analytics?range=7d`, `/api/projects/${projectId}/analytics/export?range=7d`, `/api/projects/${projectId}/analytics`]) {
      expect((await other.get(url)).statusCode).toBe(404);
    }
    const own = (await other.get('/api/projects')).json()[0].id;
    expect((await other.get(`/api/projects/${own}/analytics?range=7d&agentId=${sales}`)).statusCode).toBe(404);
  });

  it('names the field of bad input', async () => {
    const bad = await owner.get(`/api/projects/${projectId}/analytics?range=1y`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/range: Use 24h, 7d, 30d or 90d/);
    const agentOnly = await owner.get(`/api/projects/${projectId}/analytics?agentId=${sales}`);
    expect(agentOnly.statusCode).toBe(400);
    expect(agentOnly.json().message).toMatch(/range/);
    expect((await owner.get(`/api/projects/${projectId}/analytics/export`)).statusCode).toBe(400);
  });
});
