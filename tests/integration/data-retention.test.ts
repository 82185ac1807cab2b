import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { rollUpClosedHours } from '../../src/server/db/run-stats/rollup';
import { applyDataRetention } from '../../src/server/conversation/conversations/retention';
import { createAgent } from '../support/agents';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let owner: SessionClient;
let versionId: string;
let agentId: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open' });
  owner = (await signUp(t.app)).client;
  agentId = (await createAgent(owner, { websiteUrls: [], modelProvider: 'openai', modelName: 'gpt-4o-mini' })).agent.id;
  versionId = (await owner.post(`/api/agents/${agentId}/publish`, {})).json().id;
});
afterAll(() => t.close());

let visits = 0;
async function chatAt(at: Date, sessionId: string) {
  visits += 1;
  t.setNow(at);
  const res = await t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: { message: 'hello there', sessionId }, remoteAddress: `10.7.0.${visits}` });
  expect(res.statusCode).toBe(200);
}
const count = async (table: 'conversations' | 'agent_runs') =>
  (await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from ${sql.raw(table)} where agent_id = ${agentId}`))[0].n;
const rolledUpRuns = async () =>
  (await queryRows<{ n: number }>(t.deps.db, sql`select coalesce(sum(runs), 0)::int as n from run_stats_hourly where agent_id = ${agentId}`))[0].n;

describe('data retention', () => {
  it("deletes what is older than the owner's choice (90 days by default), keeps the rest, and Analytics forgets it too", async () => {
    const now = Date.now();
    await chatAt(new Date(now - 120 * DAY), 'old-visitor');
    t.setNow(new Date(now - 100 * DAY));
    expect((await owner.post(`/api/agents/${agentId}/test`, { input: 'an old console test' })).statusCode).toBe(200);
    await chatAt(new Date(now - 10 * DAY), 'recent-visitor');
    t.setNow(null);
    // runs are stamped by the database clock: move them back to when their turns happened
    await t.deps.db.execute(sql`update agent_runs r set created_at = c.last_message_at from conversations c where c.id = r.conversation_id`);
    await t.deps.db.execute(sql`update agent_runs set created_at = now() - interval '100 days' where conversation_id is null`);
    // and roll everything up from the first of them
    await t.deps.db.execute(sql`delete from instance_settings where key like 'analytics.%'`);
    await rollUpClosedHours(t.deps.db, new Date());
    expect(await count('conversations')).toBe(2);
    expect(await rolledUpRuns()).toBeGreaterThan(0);
    expect(await rolledUpRuns()).toBe(await count('agent_runs'));

    expect(await applyDataRetention(t.deps)).toEqual({ conversations: 1, runs: 1, facts: 0, visitors: 0 });
    expect(await count('conversations')).toBe(1);
    const left = await queryRows<{ sessionId: string }>(t.deps.db, sql`select session_id as "sessionId" from conversations where agent_id = ${agentId}`);
    expect(left.map((r) => r.sessionId)).toEqual(['recent-visitor']);
    // the roll-ups no longer count the deleted runs
    expect(await rolledUpRuns()).toBe(await count('agent_runs'));

    // a shorter choice deletes more; 'never' keeps everything
    await owner.put('/api/settings', { dataRetention: 'never' });
    await chatAt(new Date(now - 400 * DAY), 'ancient-visitor');
    t.setNow(null);
    await t.deps.db.execute(sql`update agent_runs r set created_at = c.last_message_at from conversations c where c.id = r.conversation_id`);
    expect(await applyDataRetention(t.deps)).toEqual({ conversations: 0, runs: 0, facts: 0, visitors: 0 });
    await owner.put('/api/settings', { dataRetention: '30d' });
    expect(await applyDataRetention(t.deps)).toEqual({ conversations: 1, runs: 0, facts: 0, visitors: 0 });
    expect(await count('conversations')).toBe(1);
  });
});
