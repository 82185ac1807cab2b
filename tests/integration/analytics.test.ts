import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRuns, agents, conversations } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp } from '../support/session-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open' });
});
afterAll(async () => {
  await t.close();
});

describe('project analytics summary', () => {
  it('is all zeros and nulls for a new project', async () => {
    const { client } = await signUp(t.app);
    const [project] = (await client.get('/api/projects')).json();
    const res = await client.get(`/api/projects/${project.id}/analytics`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      totalAgents: 0,
      activeAgents: 0,
      totalConversations: 0,
      totalRuns: 0,
      totalCost: '0.000000',
      monthCost: '0.000000',
      successRate: null,
      avgLatency: null,
      conversationsByWeekday: [0, 0, 0, 0, 0, 0, 0],
      previousMonth: null,
    });
  });

  it('computes every figure from stored agents, conversations and runs, leaving test runs out', async () => {
    const { client } = await signUp(t.app);
    const [project] = (await client.get('/api/projects')).json();
    const db = t.deps.db;
    const [a1] = await db.insert(agents).values({ projectId: project.id, name: 'Sales', status: 'active' }).returning();
    await db.insert(agents).values({ projectId: project.id, name: 'Draft one' });
    const [conv] = await db.insert(conversations).values({ agentId: a1.id, sessionId: 's1', channel: 'chat' }).returning();
    await db.insert(conversations).values({ agentId: a1.id, sessionId: 'test_agent_x', channel: 'widget', isTest: true });
    await db.insert(agentRuns).values([
      { agentId: a1.id, conversationId: conv.id, channel: 'chat', userInput: 'hi', cost: '0.010000', latency: 1000 },
      { agentId: a1.id, conversationId: conv.id, channel: 'chat', userInput: 'hi', cost: '0.020000', latency: 3000, status: 'error' },
      { agentId: a1.id, channel: 'test', userInput: 'hi', cost: '0.500000', latency: 9000, isTest: true },
    ]);

    const summary = (await client.get(`/api/projects/${project.id}/analytics`)).json();
    expect(summary).toMatchObject({
      totalAgents: 2,
      activeAgents: 1,
      totalConversations: 1,
      totalRuns: 2,
      totalCost: '0.030000',
      successRate: 50,
      avgLatency: 2000,
    });
    // the month's spend includes test runs: they cost real money
    expect(summary.monthCost).toBe('0.530000');
    expect(summary.conversationsByWeekday.reduce((a: number, b: number) => a + b, 0)).toBe(1);
    const agentsList = (await client.get(`/api/projects/${project.id}/agents`)).json();
    expect(agentsList.map((a: { name: string; latestVersion: string | null }) => [a.name, a.latestVersion])).toEqual([
      ['Sales', null],
      ['Draft one', null],
    ]);
  });
});
