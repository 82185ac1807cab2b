import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCostAlerts } from '../../src/server/insights/notifications/cost-alerts';
import { decodedMail, type SmtpPeer } from '../fixtures/smtp-peer';
import { createAgent } from '../support/agents';
import { signUp, type SessionClient } from '../support/session-client';
import { createMailingTestApp } from '../support/mailing-test-app';
import type { TestApp } from '../support/test-app';

let t: TestApp;
let smtp: SmtpPeer;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, close } = await createMailingTestApp({ SIGNUP_MODE: 'open' }));
});
afterAll(() => close());

/** a run of `cost` dollars; null is a model without a known price */
async function spend(agentId: string, cost: number | null) {
  await t.deps.db.execute(sql`insert into agent_runs (agent_id, channel, user_input, cost) values (${agentId}, 'chat', 'a question', ${cost === null ? null : cost.toFixed(6)})`);
}

async function projectWithBudget(budget: number): Promise<{ owner: SessionClient; email: string; agentId: string }> {
  const { client: owner, email } = await signUp(t.app);
  const { projectId, agent } = await createAgent(owner, { websiteUrls: [] });
  expect((await owner.patch(`/api/projects/${projectId}`, { monthlyBudget: budget })).statusCode).toBe(200);
  return { owner, email, agentId: agent.id };
}

const mailsTo = (email: string) => smtp.received.filter((m) => m.rcptTo.includes(email));

describe('cost alerts', () => {
  it('e-mail the owner once at 80 % and once at 100 % of the monthly budget', async () => {
    const { email, agentId } = await projectWithBudget(10);
    await spend(agentId, 7.5);
    await sendCostAlerts(t.deps);
    expect(mailsTo(email)).toHaveLength(0);

    await spend(agentId, 0.6);
    await sendCostAlerts(t.deps);
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0].headers.subject).toContain('80% of the monthly budget');
    expect(decodedMail(mailsTo(email)[0].raw)).toContain('$8.10');
    await sendCostAlerts(t.deps);
    expect(mailsTo(email)).toHaveLength(1);

    await spend(agentId, 2);
    await sendCostAlerts(t.deps);
    expect(mailsTo(email)).toHaveLength(2);
    expect(mailsTo(email)[1].headers.subject).toContain('100% of the monthly budget');
    await sendCostAlerts(t.deps);
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('honour the switches: none without cost alerts or without e-mail notifications', async () => {
    const quiet = await projectWithBudget(1);
    await quiet.owner.put('/api/settings', { costAlerts: false });
    await spend(quiet.agentId, 5);
    const muted = await projectWithBudget(1);
    await muted.owner.put('/api/settings', { emailNotifications: false });
    await spend(muted.agentId, 5);
    await sendCostAlerts(t.deps);
    expect(mailsTo(quiet.email)).toHaveLength(0);
    expect(mailsTo(muted.email)).toHaveLength(0);

    await quiet.owner.put('/api/settings', { costAlerts: true });
    await sendCostAlerts(t.deps);
    // past both thresholds at once: one e-mail, about the higher one
    expect(mailsTo(quiet.email)).toHaveLength(1);
    expect(mailsTo(quiet.email)[0].headers.subject).toContain('100%');
  });

  it('compare the known spend only, and say that runs at unknown price are left out', async () => {
    const { email, agentId } = await projectWithBudget(10);
    for (let i = 0; i < 3; i += 1) await spend(agentId, null);
    await sendCostAlerts(t.deps);
    expect(mailsTo(email)).toHaveLength(0);

    await spend(agentId, 8.25);
    await sendCostAlerts(t.deps);
    expect(mailsTo(email)).toHaveLength(1);
    const text = decodedMail(mailsTo(email)[0].raw);
    expect(text).toContain('$8.25');
    expect(text).toContain('It does not include 3 runs at unknown price');

    const es = await projectWithBudget(1);
    expect((await es.owner.put('/api/auth/user', { language: 'es' })).statusCode).toBe(200);
    await spend(es.agentId, 1);
    await spend(es.agentId, null);
    await sendCostAlerts(t.deps);
    expect(decodedMail(mailsTo(es.email)[0].raw)).toContain('No incluye 1 ejecución con precio desconocido');
  });
});
