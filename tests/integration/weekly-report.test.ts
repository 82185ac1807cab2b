import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWeeklyReports, weekStart } from '../../src/server/insights/notifications/weekly-report';
import { decodedMail, type SmtpPeer } from '../fixtures/smtp-peer';
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

describe('weekly reports', () => {
  it('starts weeks on Monday, UTC', () => {
    expect(weekStart(new Date('2026-11-26T13:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-22T23:59:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });

  it("e-mail last week's figures once a week to owners who asked for them", async () => {
    const keen = await signUp(t.app);
    await keen.client.put('/api/settings', { weeklyReports: true });
    const agentId = (await createAgent(keen.client, { websiteUrls: [] })).agent.id;
    const other = await signUp(t.app); // weekly reports are off by default
    await createAgent(other.client, { websiteUrls: [] });
    const lastWeekDay = new Date(weekStart(new Date()).getTime() - 3 * 86_400_000).toISOString();
    for (const status of ['completed', 'completed', 'completed', 'error']) {
      await t.deps.db.execute(sql`insert into agent_runs (agent_id, channel, user_input, status, cost, created_at) values (${agentId}, 'chat', 'q', ${status}, '0.250000', ${lastWeekDay}::timestamptz)`);
    }

    expect(await sendWeeklyReports(t.deps)).toBe(1);
    const mail = smtp.received.filter((m) => m.rcptTo.includes(keen.email));
    expect(mail).toHaveLength(1);
    const text = decodedMail(mail[0].raw);
    expect(text).toContain('Replies: 4');
    expect(text).toContain('Success rate: 75%');
    expect(text).toContain('Spend: $1.00');
    expect(smtp.received.filter((m) => m.rcptTo.includes(other.email))).toHaveLength(0);
    expect(await sendWeeklyReports(t.deps)).toBe(0);
  });

  it('gives the known spend and the runs at unknown price, never counting them as $0', async () => {
    const keen = await signUp(t.app);
    await keen.client.put('/api/settings', { weeklyReports: true });
    const agentId = (await createAgent(keen.client, { websiteUrls: [] })).agent.id;
    const lastWeekDay = new Date(weekStart(new Date()).getTime() - 2 * 86_400_000).toISOString();
    for (const cost of ['0.500000', null, null]) {
      await t.deps.db.execute(sql`insert into agent_runs (agent_id, channel, user_input, cost, created_at) values (${agentId}, 'chat', 'q', ${cost}, ${lastWeekDay}::timestamptz)`);
    }
    expect(await sendWeeklyReports(t.deps)).toBe(1);
    const text = decodedMail(smtp.received.filter((m) => m.rcptTo.includes(keen.email))[0].raw);
    expect(text).toContain('Replies: 3');
    expect(text).toContain('Spend: $0.50 + 2 runs at unknown price');
  });
});

