import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAgentAlerts } from '../../src/server/insights/notifications/agent-alerts';
import type { SmtpPeer } from '../fixtures/smtp-peer';
import { createAgent } from '../support/agents';
import { signUp } from '../support/session-client';
import { createMailingTestApp } from '../support/mailing-test-app';
import type { TestApp } from '../support/test-app';

let t: TestApp;
let smtp: SmtpPeer;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, close } = await createMailingTestApp({ SIGNUP_MODE: 'open' }));
});
afterAll(() => close());

/** `count` production runs of the agent, `ago` ms before now. */
async function runs(agentId: string, count: number, opts: { ago?: number; latency?: number; errors?: number } = {}) {
  for (let i = 0; i < count; i += 1) {
    const status = i < (opts.errors ?? 0) ? 'error' : 'completed';
    await t.deps.db.execute(sql`insert into agent_runs (agent_id, channel, user_input, status, latency, created_at)
      values (${agentId}, 'chat', 'a question', ${status}, ${opts.latency ?? 400}, now() - ${`${opts.ago ?? 60_000} milliseconds`}::interval)`);
  }
}
const mailsTo = (email: string) => smtp.received.filter((m) => m.rcptTo.includes(email));

describe('agent alerts', () => {
  it('tell the owner when an agent fails too often or slows down, once in 6 hours, as the switches say', async () => {
    const failing = await signUp(t.app);
    const failingAgent = (await createAgent(failing.client, { websiteUrls: [], name: 'Flaky Bot' })).agent.id;
    await runs(failingAgent, 10, { errors: 3 });
    const slow = await signUp(t.app);
    const slowAgent = (await createAgent(slow.client, { websiteUrls: [], name: 'Sleepy Bot' })).agent.id;
    await runs(slowAgent, 20, { ago: 86_400_000, latency: 500 });
    await runs(slowAgent, 10, { latency: 3500 });
    const healthy = await signUp(t.app);
    await runs((await createAgent(healthy.client, { websiteUrls: [] })).agent.id, 12, { errors: 1 });

    expect(await sendAgentAlerts(t.deps)).toBe(2);
    expect(mailsTo(failing.email).map((m) => m.headers.subject)).toEqual(['Flaky Bot: 30% of replies failed in the last hour']);
    expect(mailsTo(slow.email).map((m) => m.headers.subject)).toEqual(['Sleepy Bot is answering slower than usual']);
    expect(mailsTo(healthy.email)).toHaveLength(0);
    // the same alert waits 6 hours
    expect(await sendAgentAlerts(t.deps)).toBe(0);

    const muted = await signUp(t.app);
    await muted.client.put('/api/settings', { agentStatusAlerts: false });
    await runs((await createAgent(muted.client, { websiteUrls: [] })).agent.id, 10, { errors: 9 });
    expect(await sendAgentAlerts(t.deps)).toBe(0);
    expect(mailsTo(muted.email)).toHaveLength(0);
  });
});
