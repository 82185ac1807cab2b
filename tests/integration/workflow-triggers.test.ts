import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversations, jobs } from '../../src/server/db/schema';
import { rateLimits } from '../../src/server/db/instance-tables';
import { hookDeliveries, leads } from '../../src/server/db/tool-tables';
import { workflowExecutions, workflowSteps } from '../../src/server/db/workflow-tables';
import { sweepIdleConversations } from '../../src/server/conversation/chat/idle-conversations';
import { sha256 } from '../../src/server/platform/crypto';
import { startDueSchedules } from '../../src/server/workflows/triggers/scheduled';
import { WEBHOOK_TRIGGER_RATE } from '../../src/server/workflows/triggers/webhook-trigger';
import { startWorker } from '../../src/server/worker-loop';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { startHttpPeer, type HttpPeer, type PeerRequest } from '../fixtures/http-peer';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 12, acceptance 2: executions start from real events (conversation_end, lead_converted,
// user_mentions, time_delay, webhook, scheduled, custom), through the real job queue and worker,
// to a real HTTP peer behind each trigger's webhook node.

const ENV = { SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true', MODEL_TIMEOUT_MS: '5000', CONVERSATION_IDLE_MINUTES: '30' };
/** the worker runs beside the test: wait for it, generously on a slow machine */
const POLL = { timeout: 10_000, interval: 25 };

let t: TestApp;
let worker: { stop: () => Promise<void> } | null = null;
let llm: FakeLlm;
let peer: HttpPeer;
let owner: SessionClient;
let intruder: SessionClient;
let projectId: string;
let ipCounter = 0;

type TriggerSpec = { id: string; config: Record<string, unknown> };
type PeerBody = { session: string; question: string; name: string; email: string; response: string; agent: string; timestamp: string };

/** One webhook node per trigger, posting to the peer at /wf/{trigger id} with the template variables. */
function graphOf(triggers: TriggerSpec[]) {
  const at = { x: 0, y: 0 };
  const nodes = [
    { id: 'agent-1', type: 'agent', position: at, data: { label: 'AI Agent' } },
    ...triggers.flatMap((tr) => [
      { id: tr.id, type: 'trigger', position: at, data: { label: tr.id, config: tr.config } },
      {
        id: `hook-${tr.id}`,
        type: 'webhook',
        position: at,
        data: {
          label: 'Webhook',
          config: {
            url: `${peer.url}/wf/${tr.id}`,
            method: 'POST',
            body: { session: '{{session.id}}', question: '{{user.question}}', name: '{{user.name}}', email: '{{user.email}}', response: '{{agent.response}}', agent: '{{agent.name}}', timestamp: '{{timestamp}}' },
          },
        },
      },
    ]),
  ];
  return { name: 'Triggers', nodes, edges: triggers.map((tr) => ({ source: tr.id, target: `hook-${tr.id}` })) };
}

async function agentWithWorkflow(name: string, triggers: TriggerSpec[], overrides: Record<string, unknown> = {}) {
  const created = await createAgent(owner, {
    ...sampleAgent,
    name,
    websiteUrls: [],
    enabledTools: { ...sampleAgent.enabledTools, sendEmail: false },
    toolConfigs: {},
    ...overrides,
  });
  const saved = await owner.put(`/api/agents/${created.agent.id}/workflow`, graphOf(triggers));
  if (saved.statusCode !== 200) throw new Error(`save workflow failed: ${saved.statusCode} ${saved.body}`);
  const versionId = (await owner.post(`/api/agents/${created.agent.id}/publish`)).json().id as string;
  return { agentId: created.agent.id, versionId, workflow: saved.json() as { id: string; webhookUrl: string | null } };
}

const sessionOf = (prefix = 'visitor') => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

async function chat(versionId: string, sessionId: string, message: string, userData?: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: { message, sessionId, ...(userData ? { userData } : {}) }, remoteAddress: `10.9.0.${++ipCounter % 250}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { message: string; isConversationFinished: boolean };
}

async function finalizar(versionId: string, sessionId: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/end-conversation`, payload: { sessionId } });
  expect(res.statusCode).toBe(200);
}

async function conversationOf(agentId: string, sessionId: string) {
  const [row] = await t.deps.db.select().from(conversations).where(and(eq(conversations.agentId, agentId), eq(conversations.sessionId, sessionId)));
  return row;
}

async function executionsOf(workflowId: string, triggerNodeId: string) {
  return t.deps.db
    .select()
    .from(workflowExecutions)
    .where(and(eq(workflowExecutions.workflowId, workflowId), eq(workflowExecutions.triggerNodeId, triggerNodeId)))
    .orderBy(workflowExecutions.startedAt);
}

const callsTo = (triggerId: string, sessionId?: string): PeerRequest[] =>
  peer.requests.filter((r) => r.url === `/wf/${triggerId}` && (sessionId === undefined || (JSON.parse(r.body) as PeerBody).session === sessionId));
const bodyOf = (r: PeerRequest) => JSON.parse(r.body) as PeerBody;

/** Lets the worker settle: jobs queued by the events have run. */
async function drained() {
  await expect
    .poll(async () => (await t.deps.db.select({ id: jobs.id }).from(jobs).where(sql`${jobs.status} in ('queued', 'running') and ${jobs.runAt} <= now()`)).length, POLL)
    .toBe(0);
}

beforeAll(async () => {
  llm = await startFakeLlm();
  peer = await startHttpPeer();
  t = await createTestApp(ENV);
  worker = startWorker(t.deps, t.app.log);
  owner = (await signUp(t.app)).client;
  intruder = (await signUp(t.app)).client;
  projectId = (await owner.get('/api/projects')).json()[0].id as string;
  await useFakeModel(owner, projectId, llm.baseUrl);
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await peer?.close();
  await llm?.close();
});
beforeEach(() => {
  llm.requests.length = 0;
  peer.fallback = { json: { ok: true } };
});

describe('conversation_end', () => {
  let bot: Awaited<ReturnType<typeof agentWithWorkflow>>;
  beforeAll(async () => {
    bot = await agentWithWorkflow('End Bot', [{ id: 't-end', config: { type: 'conversation_end' } }], {
      enabledTools: { ...sampleAgent.enabledTools, sendEmail: false, postConversationHook: true },
      toolConfigs: { postConversationHook: { endpoint: `${peer.url}/hook` } },
    });
  });

  it('Finalizar starts exactly one execution and the peer gets one call; ending again starts none', async () => {
    const sessionId = sessionOf();
    await chat(bot.versionId, sessionId, 'Do you ship abroad?', { name: 'Ana', email: 'ana@example.com' });
    await finalizar(bot.versionId, sessionId);
    await finalizar(bot.versionId, sessionId); // a second press ends nothing
    const conv = await conversationOf(bot.agentId, sessionId);

    await expect.poll(() => callsTo('t-end', sessionId).length, POLL).toBe(1);
    const [run] = await executionsOf(bot.workflow.id, 't-end');
    expect(run).toMatchObject({ triggerType: 'conversation_end', dedupeKey: `conversation_end:${conv.id}:t-end`, isTest: false });
    await expect.poll(async () => (await executionsOf(bot.workflow.id, 't-end'))[0].status, POLL).toBe('success');
    expect(bodyOf(callsTo('t-end', sessionId)[0])).toMatchObject({ session: sessionId, question: 'Do you ship abroad?', response: 'Echo: Do you ship abroad?', name: 'Ana', email: 'ana@example.com', agent: 'End Bot', timestamp: conv.endedAt?.toISOString() });
    // the same job delivered the post-conversation hook
    await expect.poll(async () => (await t.deps.db.select().from(hookDeliveries).where(eq(hookDeliveries.conversationId, conv.id)))[0]?.status, POLL).toBe('delivered');

    // the job run again (a crash after its work): nothing starts twice
    await t.deps.db.update(jobs).set({ status: 'queued', runAt: sql`now()` }).where(and(eq(jobs.kind, 'conversation.ended'), sql`${jobs.payload}->>'conversationId' = ${conv.id}`));
    t.deps.jobSignal.notify();
    await drained();
    expect(await executionsOf(bot.workflow.id, 't-end')).toHaveLength(1);
    expect(callsTo('t-end', sessionId)).toHaveLength(1);
    expect(peer.requests.filter((r) => r.url === '/hook' && r.body.includes(conv.id))).toHaveLength(1);
  });

  it('starts one execution when the model ends the conversation with the end tool', async () => {
    const sessionId = sessionOf();
    llm.script({ kind: 'tool', name: 'end_conversation', args: { reason: 'bye' } }, { kind: 'reply', text: 'Goodbye!' });
    expect(await chat(bot.versionId, sessionId, 'bye')).toMatchObject({ isConversationFinished: true });
    await expect.poll(() => callsTo('t-end', sessionId).length, POLL).toBe(1);
    expect(bodyOf(callsTo('t-end', sessionId)[0])).toMatchObject({ question: 'bye', response: 'Goodbye!' });
    await drained();
    expect(callsTo('t-end', sessionId)).toHaveLength(1);
  });

  it('starts one execution when the idle sweep ends the conversation', async () => {
    const sessionId = sessionOf();
    await chat(bot.versionId, sessionId, 'anyone there?');
    const conv = await conversationOf(bot.agentId, sessionId);
    await t.deps.db.update(conversations).set({ lastMessageAt: sql`now() - interval '31 minutes'` }).where(eq(conversations.id, conv.id));
    expect(await sweepIdleConversations(t.deps)).toBe(1);
    expect(await sweepIdleConversations(t.deps)).toBe(0);
    await expect.poll(() => callsTo('t-end', sessionId).length, POLL).toBe(1);
    await drained();
    expect((await executionsOf(bot.workflow.id, 't-end')).filter((e) => e.dedupeKey === `conversation_end:${conv.id}:t-end`)).toHaveLength(1);
    expect(callsTo('t-end', sessionId)).toHaveLength(1);
  });
});

describe('lead_converted', () => {
  it('starts one execution per captured lead, with its name, e-mail and fields', async () => {
    const bot = await agentWithWorkflow('Lead Bot', [{ id: 't-lead', config: { type: 'lead_converted' } }], {
      enabledTools: { ...sampleAgent.enabledTools, sendEmail: false, captureLead: true },
      toolConfigs: { captureLead: { fields: [{ key: 'company', label: 'Company', required: false }] } },
    });
    const sessionId = sessionOf();
    llm.script({ kind: 'tool', name: 'capture_lead', args: { name: 'Grace Hopper', email: 'grace@example.com', company: 'Navy' } }, { kind: 'reply', text: 'Thanks, Grace!' });
    await chat(bot.versionId, sessionId, 'I am Grace, grace@example.com, call me');
    const [lead] = await t.deps.db.select().from(leads).where(eq(leads.agentId, bot.agentId));
    expect(lead).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com' });
    // queued in the lead's own transaction
    expect(await t.deps.db.select().from(jobs).where(eq(jobs.kind, 'workflow.event'))).not.toHaveLength(0);

    await expect.poll(() => callsTo('t-lead', sessionId).length, POLL).toBe(1);
    const [run] = await executionsOf(bot.workflow.id, 't-lead');
    expect(run).toMatchObject({ triggerType: 'lead_converted', dedupeKey: `lead_converted:${lead.id}:t-lead` });
    expect(run.context).toMatchObject({ user: { name: 'Grace Hopper', email: 'grace@example.com' }, session: { id: sessionId }, extra: { leadId: lead.id, fields: { company: 'Navy' } } });
    expect(bodyOf(callsTo('t-lead', sessionId)[0])).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', agent: 'Lead Bot' });

    // the event's job run again starts nothing more
    await t.deps.db.update(jobs).set({ status: 'queued', runAt: sql`now()` }).where(eq(jobs.kind, 'workflow.event'));
    t.deps.jobSignal.notify();
    await drained();
    expect(await executionsOf(bot.workflow.id, 't-lead')).toHaveLength(1);
    expect(callsTo('t-lead', sessionId)).toHaveLength(1);
  });
});

describe('user_mentions', () => {
  it('fires on whole-word keywords, whatever the case and accents, once per turn', async () => {
    const bot = await agentWithWorkflow('Mention Bot', [{ id: 't-mention', config: { type: 'user_mentions', keywords: 'Precio, envío' } }]);
    const mentionJobs = async () => (await t.deps.db.select().from(jobs).where(eq(jobs.kind, 'workflow.event'))).filter((j) => typeof (j.payload as { runId?: string }).runId === 'string');
    const before = (await mentionJobs()).length;
    const sessionId = sessionOf();
    await chat(bot.versionId, sessionId, '¿precio?');
    await chat(bot.versionId, sessionId, 'PRECIO');
    await chat(bot.versionId, sessionId, 'Qué preciosa camisa');
    await chat(bot.versionId, sessionId, 'Hacen envio a Canarias?');
    // the hot path queued a job only for the turns that mention a keyword
    expect((await mentionJobs()).length - before).toBe(3);

    await expect.poll(() => callsTo('t-mention', sessionId).length, POLL).toBe(3);
    await drained();
    // the three executions run as parallel jobs: any order
    expect(callsTo('t-mention', sessionId).map((r) => bodyOf(r).question).sort()).toEqual(['¿precio?', 'PRECIO', 'Hacen envio a Canarias?'].sort());
    const runs = await executionsOf(bot.workflow.id, 't-mention');
    expect(runs).toHaveLength(3);
    expect(runs.every((r) => r.triggerType === 'user_mentions' && /^user_mentions:[0-9a-f-]{36}:t-mention$/.test(r.dedupeKey ?? ''))).toBe(true);
  });

  it('queues nothing for an agent without user_mentions triggers, until its saved workflow has one', async () => {
    const bot = await agentWithWorkflow('Quiet Bot', [{ id: 't-quiet', config: { type: 'manual' } }]);
    const count = async () => (await t.deps.db.select().from(jobs).where(eq(jobs.kind, 'workflow.event'))).length;
    const before = await count();
    await chat(bot.versionId, sessionOf(), 'precio');
    expect(await count()).toBe(before);

    const saved = await owner.put(`/api/agents/${bot.agentId}/workflow`, graphOf([{ id: 't-quiet', config: { type: 'user_mentions', keywords: 'precio' } }]));
    expect(saved.statusCode).toBe(200);
    const sessionId = sessionOf();
    await chat(bot.versionId, sessionId, 'precio');
    expect(await count()).toBe(before + 1);
    await expect.poll(() => callsTo('t-quiet', sessionId).length, POLL).toBe(1);
  });
});

describe('inbound webhook trigger', () => {
  let bot: Awaited<ReturnType<typeof agentWithWorkflow>>;
  let path: string;
  beforeAll(async () => {
    bot = await agentWithWorkflow('Hook Bot', [{ id: 't-hook', config: { type: 'webhook' } }]);
    expect(bot.workflow.webhookUrl).toMatch(/\/api\/workflows\/hooks\/[^/]+$/);
    path = new URL(bot.workflow.webhookUrl as string).pathname;
  });

  it('starts an execution with the posted JSON; a wrong secret is 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: path, payload: { user: { name: 'Linus', email: 'linus@example.com' }, message: 'new order', order: { id: 42 } } });
    expect(res.statusCode).toBe(202);
    const { executionId } = res.json() as { executionId: string };
    await expect.poll(() => callsTo('t-hook').length, POLL).toBe(1);
    expect(bodyOf(callsTo('t-hook')[0])).toMatchObject({ name: 'Linus', email: 'linus@example.com', question: 'new order' });
    const [run] = await executionsOf(bot.workflow.id, 't-hook');
    expect(run).toMatchObject({ id: executionId, triggerType: 'webhook', dedupeKey: null });
    expect(run.context).toMatchObject({ extra: { order: { id: 42 } } });

    expect((await t.app.inject({ method: 'POST', url: `${path}x`, payload: {} })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/workflows/hooks/not-a-secret', payload: {} })).statusCode).toBe(404);
  });

  it('answers a repeated Idempotency-Key with the first run', async () => {
    const send = () => t.app.inject({ method: 'POST', url: path, headers: { 'idempotency-key': 'order-77' }, payload: { order: 77 } });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(202);
    expect(second.statusCode).toBe(202);
    expect(second.json().executionId).toBe(first.json().executionId);
    expect((await executionsOf(bot.workflow.id, 't-hook')).filter((e) => e.dedupeKey === 'webhook:order-77:t-hook')).toHaveLength(1);
  });

  it('refuses bodies over 64 KB and rate-limits each secret', async () => {
    const big = await t.app.inject({ method: 'POST', url: path, payload: { text: 'x'.repeat(70 * 1024) } });
    expect(big.statusCode).toBe(413);
    const key = `workflow-hook:${sha256(path.split('/').at(-1) as string)}`;
    await t.deps.db.update(rateLimits).set({ count: WEBHOOK_TRIGGER_RATE.max }).where(eq(rateLimits.key, key));
    const limited = await t.app.inject({ method: 'POST', url: path, payload: {} });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await t.deps.db.delete(rateLimits).where(eq(rateLimits.key, key));
  });
});

describe('custom trigger (execute)', () => {
  let bot: Awaited<ReturnType<typeof agentWithWorkflow>>;
  const body = { triggerType: 'custom', userMessage: 'from my CRM', agentResponse: 'ok', userData: { name: 'Katherine', email: 'kj@example.com' }, userId: 'crm-7' };
  beforeAll(async () => {
    bot = await agentWithWorkflow('Custom Bot', [
      { id: 't-custom', config: { type: 'custom' } },
      { id: 't-manual', config: { type: 'manual' } },
      { id: 't-other', config: { type: 'lead_converted' } },
    ]);
  });

  it('starts the custom and manual triggers for the owner session', async () => {
    const res = await owner.post(`/api/workflows/workflow-${bot.agentId}/execute`, body);
    expect(res.statusCode).toBe(202);
    expect(res.json().executionIds).toHaveLength(2);
    await expect.poll(() => callsTo('t-custom').length + callsTo('t-manual').length, POLL).toBe(2);
    expect(bodyOf(callsTo('t-custom')[0])).toMatchObject({ name: 'Katherine', question: 'from my CRM', response: 'ok', session: 'crm-7' });
    expect(callsTo('t-other')).toHaveLength(0);
    // the workflow's own id names it too
    expect((await owner.post(`/api/workflows/${bot.workflow.id}/execute`, body)).statusCode).toBe(202);
  });

  it('accepts a platform API key of the agent project', async () => {
    const key = (await owner.post(`/api/projects/${projectId}/platform-keys`, { name: 'crm' })).json().key as string;
    const res = await t.app.inject({ method: 'POST', url: `/api/workflows/workflow-${bot.agentId}/execute`, headers: { authorization: `Bearer ${key}` }, payload: body });
    expect(res.statusCode).toBe(202);
    expect(res.json().executionIds).toHaveLength(2);
    const bad = await t.app.inject({ method: 'POST', url: `/api/workflows/workflow-${bot.agentId}/execute`, headers: { authorization: 'Bearer af_not-a-key' }, payload: body });
    expect(bad.statusCode).toBe(401);
  });

  it('is described in the API reference', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths as Record<string, Record<string, { summary?: string; security?: unknown[] }>>;
    expect(paths['/api/workflows/{workflowId}/execute'].post).toMatchObject({ summary: expect.any(String), security: [{ bearerAuth: [] }, { cookieAuth: [] }] });
    expect(paths['/api/workflows/hooks/{secret}'].post).toMatchObject({ summary: expect.any(String), security: [] });
  });

  it('is 404 for another user and for a key of another project; 401 without credentials', async () => {
    expect((await intruder.post(`/api/workflows/workflow-${bot.agentId}/execute`, body)).statusCode).toBe(404);
    const intruderProject = (await intruder.get('/api/projects')).json()[0].id as string;
    const key = (await intruder.post(`/api/projects/${intruderProject}/platform-keys`, { name: 'theirs' })).json().key as string;
    const res = await t.app.inject({ method: 'POST', url: `/api/workflows/workflow-${bot.agentId}/execute`, headers: { authorization: `Bearer ${key}` }, payload: body });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/workflows/workflow-${bot.agentId}/execute`, payload: body })).statusCode).toBe(401);
    expect((await owner.post('/api/workflows/workflow-not-an-agent/execute', body)).statusCode).toBe(404);
    const before = (await executionsOf(bot.workflow.id, 't-custom')).length;
    expect(before).toBe(3);
  });
});

describe('scheduled', () => {
  it('starts exactly one execution per due minute, even with two ticks at once', async () => {
    const bot = await agentWithWorkflow('Cron Bot', [{ id: 't-cron', config: { type: 'scheduled', cron: '0,1 9 1 1 *', timeZone: 'Europe/Madrid' } }]);
    // 1 January next year, 09:00 and 09:01 in Madrid (UTC+1): long after the save, and not reached by the real clock
    const year = new Date().getUTCFullYear() + 1;
    const utc = (time: string) => new Date(`${year}-01-01T${time}Z`);

    expect(await startDueSchedules(t.deps, utc('07:59:50'))).toBe(0);
    const [a, b] = await Promise.all([startDueSchedules(t.deps, utc('08:00:10')), startDueSchedules(t.deps, utc('08:00:10'))]);
    expect(a + b).toBe(1);
    expect(await startDueSchedules(t.deps, utc('08:00:40'))).toBe(0);
    expect(await startDueSchedules(t.deps, utc('08:01:05'))).toBe(1);
    expect(await startDueSchedules(t.deps, utc('08:05:00'))).toBe(0);

    const runs = await executionsOf(bot.workflow.id, 't-cron');
    expect(runs.map((r) => r.dedupeKey)).toEqual([`scheduled:t-cron:${year}-01-01T08:00Z`, `scheduled:t-cron:${year}-01-01T08:01Z`]);
    expect(runs[0].context).toMatchObject({ timestamp: utc('08:00:00').toISOString(), agent: { name: 'Cron Bot' } });
    await expect.poll(() => callsTo('t-cron').length, POLL).toBe(2);
  });
});

describe('time_delay', () => {
  it('fires the configured minutes after the conversation ended, after a restart during the delay', async () => {
    const bot = await agentWithWorkflow('Delay Bot', [{ id: 't-delay', config: { type: 'time_delay', delay: 2 } }]);
    const sessionId = sessionOf();
    await chat(bot.versionId, sessionId, 'see you later');
    await finalizar(bot.versionId, sessionId);
    const conv = await conversationOf(bot.agentId, sessionId);

    await expect.poll(async () => (await executionsOf(bot.workflow.id, 't-delay')).length, POLL).toBe(1);
    const [run] = await executionsOf(bot.workflow.id, 't-delay');
    expect(run).toMatchObject({ triggerType: 'time_delay', dedupeKey: `time_delay:${conv.id}:t-delay`, status: 'running' });
    const nodeJobs = () => t.deps.db.select().from(jobs).where(and(eq(jobs.kind, 'workflow.run-node'), sql`${jobs.payload}->>'executionId' = ${run.id}`));
    const [waiting] = await nodeJobs();
    // queued for two minutes after the end (the job's run_at is the database's clock)
    expect(waiting.status).toBe('queued');
    expect(Math.abs(waiting.runAt.getTime() - ((conv.endedAt as Date).getTime() + 120_000))).toBeLessThan(5_000);

    // the worker process stops during the delay...
    await worker?.stop();
    worker = null;
    // ...and another one starts: a second app on the same PostgreSQL database, or a new worker on the embedded one
    const second = t.databaseUrl ? await createTestApp(ENV, { worker: true, joinDatabaseUrl: t.databaseUrl }) : null;
    if (!second) worker = startWorker(t.deps, t.app.log);
    try {
      await new Promise((r) => setTimeout(r, 700));
      expect(callsTo('t-delay', sessionId)).toHaveLength(0);
      const [step] = await t.deps.db.select().from(workflowSteps).where(eq(workflowSteps.executionId, run.id));
      expect(step.status).toBe('pending');

      // the two minutes pass
      await t.deps.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, waiting.id));
      await expect.poll(() => callsTo('t-delay', sessionId).length, POLL).toBe(1);
      await expect.poll(async () => (await executionsOf(bot.workflow.id, 't-delay'))[0].status, POLL).toBe('success');
      expect(bodyOf(callsTo('t-delay', sessionId)[0])).toMatchObject({ question: 'see you later', session: sessionId });
    } finally {
      await second?.close();
      worker ??= startWorker(t.deps, t.app.log);
    }
  });
});
