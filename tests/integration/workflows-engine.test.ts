import { eq, sql } from 'drizzle-orm';
import { decodedMail, startSmtpPeer } from '../fixtures/smtp-peer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { execution as executionSchema, type Execution } from '../../src/common/workflows';
import { queryRows } from '../../src/server/db/client';
import { workflowExecutions, workflowSteps } from '../../src/server/db/workflow-tables';
import { enqueueNodeJobs } from '../../src/server/workflows/engine/engine-queries';
import { DELIVERY_UNKNOWN } from '../../src/server/workflows/engine/nodes/email-node';
import { startExecution } from '../../src/server/workflows/engine/start-execution';
import type { ExecutionContext } from '../../src/server/workflows/engine/start-execution.types';
import { startWorker } from '../../src/server/worker-loop';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { startHttpPeer, type HttpPeer } from '../fixtures/http-peer';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let peer: HttpPeer;
let llm: FakeLlm;
let owner: SessionClient;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  peer = await startHttpPeer();
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true', MODEL_TIMEOUT_MS: '3000' }, { worker: true });
  owner = (await signUp(t.app)).client;
});
afterAll(async () => {
  await peer?.close();
  await smtp?.close();
  await llm?.close();
  await t?.close();
});
beforeEach(() => {
  smtp.received.length = 0;
  peer.requests.length = 0;
  peer.fallback = { json: { ok: true } };
});

type Node = { id: string; type: string; position: { x: number; y: number }; data: { label: string; config?: Record<string, unknown> } };
const at = { x: 0, y: 0 };
const agentNode: Node = { id: 'agent-1', type: 'agent', position: at, data: { label: 'AI Agent' } };
const trigger = (config: Record<string, unknown> = {}): Node => ({ id: 'trigger-1', type: 'trigger', position: at, data: { label: 'Trigger', config: { type: 'manual', ...config } } });
const email = (config: Record<string, unknown>, id = 'email-1'): Node => ({ id, type: 'email', position: at, data: { label: 'Email', config } });
const webhook = (config: Record<string, unknown>, id = 'webhook-1'): Node => ({ id, type: 'webhook', position: at, data: { label: 'Webhook', config: { url: `${peer.url}/hook`, ...config } } });

/** trigger -> agent -> each of `after` */
const chain = (after: Node[], triggerConfig: Record<string, unknown> = {}) => ({
  name: 'Workflow',
  nodes: [trigger(triggerConfig), agentNode, ...after],
  edges: [{ source: 'trigger-1', target: 'agent-1' }, ...after.map((n) => ({ source: 'agent-1', target: n.id }))],
});

async function newAgent(client: SessionClient = owner, smtpPort = smtp.port) {
  const { agent, projectId } = await createAgent(client, {
    ...sampleAgent,
    websiteUrls: [],
    toolConfigs: { sendEmail: { smtpHost: '127.0.0.1', smtpPort, smtpUser: 'bot', smtpPassword: 'pw', fromEmail: 'bot@shop.example' } },
  });
  return { agentId: agent.id, projectId };
}

async function save(agentId: string, graph: unknown, client: SessionClient = owner) {
  const res = await client.put(`/api/agents/${agentId}/workflow`, graph);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string };
}

async function runTest(agentId: string, mockData: Record<string, unknown>, client: SessionClient = owner): Promise<Execution> {
  const res = await client.post(`/api/workflows/workflow-${agentId}/test`, { mockData });
  expect(res.statusCode, res.body).toBe(200);
  return executionSchema.parse(res.json());
}

async function waitForExecution(executionId: string, done: (e: Execution) => boolean, timeoutMs = 20_000): Promise<Execution> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const e = executionSchema.parse((await owner.get(`/api/workflow-executions/${executionId}`)).json());
    if (done(e) || Date.now() > until) return e;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const resultOf = (e: Execution, nodeId: string) => e.results.find((r) => r.nodeId === nodeId);

describe('email node', () => {
  it('sends the substituted message once; a visitor name with CR/LF cannot add headers', async () => {
    const { agentId } = await newAgent();
    await save(
      agentId,
      chain([email({ to: '{{user.email}}', subject: 'Hello {{user.name}} from {{agent.name}}', template: 'custom', body: 'Dear {{user.name}},\nyou asked: {{user.question}}\nAnswer: {{agent.response}}' })]),
    );
    const visitor = 'Ann\r\nBcc: victim@evil.example\r\nX-Injected: yes';
    const e = await runTest(agentId, { triggerType: 'manual', userData: { name: visitor, email: 'ann@example.com' }, userMessage: 'Where is <order> #42?', agentResponse: 'On its way & soon.' });

    expect(e.status).toBe('success');
    expect(e.results.map((r) => [r.nodeId, r.status])).toEqual([['trigger-1', 'success'], ['agent-1', 'success'], ['email-1', 'success']]);
    expect(resultOf(e, 'email-1')?.output).toMatchObject({ emailSent: true, to: 'ann@example.com' });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.rcptTo).toEqual(['ann@example.com']);
    expect(mail.headers.subject).toBe('Hello Ann Bcc: victim@evil.example X-Injected: yes from Support Bot');
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.headers['x-injected']).toBeUndefined();
    expect(mail.headers.from).toBe('Support Bot <bot@shop.example>');
    const body = decodedMail(mail.raw);
    expect(body).toContain('you asked: Where is <order> #42?');
    expect(body).toContain('Answer: On its way & soon.');
    // the HTML part escapes the visitor's text
    expect(body).toContain('you asked: Where is &lt;order&gt; #42?');
    expect(body).not.toContain('<order>#');
  });

  it('writes the built-in templates in English with the variables', async () => {
    const { agentId } = await newAgent();
    await save(agentId, chain([email({ to: 'team@shop.example', subject: 'New lead', template: 'notification' }), email({ to: '{{user.email}}', subject: 'Welcome', template: 'welcome' }, 'email-2')]));
    const e = await runTest(agentId, { userData: { name: 'Bob', email: 'bob@example.com' }, userMessage: 'Do you ship to Spain?', agentResponse: 'Yes, in 3 days.' });
    expect(e.status).toBe('success');
    expect(smtp.received).toHaveLength(2);
    const byTo = Object.fromEntries(smtp.received.map((m) => [m.rcptTo[0], decodedMail(m.raw)]));
    expect(byTo['team@shop.example']).toContain('Visitor: Bob <bob@example.com>');
    expect(byTo['team@shop.example']).toContain('Question: Do you ship to Spain?');
    expect(byTo['bob@example.com']).toContain('Hi Bob,');
    expect(byTo['bob@example.com']).toContain('Yes, in 3 days.');
  });

  it('fails clearly when the recipient is not an address after substitution', async () => {
    const { agentId } = await newAgent();
    await save(agentId, chain([email({ to: '{{user.email}}' })]));
    const e = await runTest(agentId, { userData: { name: 'No Mail' } });
    expect(e.status).toBe('error');
    expect(resultOf(e, 'email-1')).toMatchObject({ status: 'error', output: { emailSent: false } });
    expect(resultOf(e, 'email-1')?.error).toMatch(/No recipient/);
    expect(smtp.received).toHaveLength(0);
  });

  it('has the agent model write the body and checks the required fields', async () => {
    const { agentId, projectId } = await newAgent();
    await useFakeModel(owner, projectId, llm.baseUrl);
    await save(agentId, chain([email({ to: 'team@shop.example', useAIGeneration: true, requiredFields: ['user.name', 'order number'] })]));
    llm.script({ kind: 'reply', text: 'Carla asked about her order number 77. Please call her.' });
    const ok = await runTest(agentId, { userData: { name: 'Carla' }, userMessage: 'Order 77?' });
    expect(ok.status).toBe('success');
    expect(resultOf(ok, 'email-1')?.output).toMatchObject({ emailSent: true, bodySource: 'model' });
    expect(decodedMail(smtp.received[0].raw)).toContain('Carla asked about her order number 77.');

    smtp.received.length = 0;
    llm.script({ kind: 'reply', text: 'Someone wrote in.' });
    const bad = await runTest(agentId, { userData: { name: 'Carla' } });
    expect(bad.status).toBe('error');
    expect(resultOf(bad, 'email-1')?.error).toMatch(/lacks the required fields user\.name, order number/);
    expect(smtp.received).toHaveLength(0);
  });

  it('falls back to the template without a model and says so', async () => {
    const other = (await signUp(t.app)).client;
    const { agentId } = await newAgent(other);
    await save(agentId, chain([email({ to: 'team@shop.example', useAIGeneration: true, body: 'Lead: {{user.name}}' })]), other);
    const e = await runTest(agentId, { userData: { name: 'Dan' } }, other);
    expect(e.status).toBe('success');
    expect(resultOf(e, 'email-1')?.output).toMatchObject({ emailSent: true, bodySource: 'template', note: expect.stringMatching(/No AI model/) });
    expect(decodedMail(smtp.received[0].raw)).toContain('Lead: Dan');
  });

  it('never sends twice: a retried job that finds the step running records delivery unknown', async () => {
    const { agentId } = await newAgent();
    const wf = await save(agentId, chain([email({ to: 'team@shop.example' })]));
    const [row] = await t.deps.db
      .insert(workflowExecutions)
      .values({ workflowId: wf.id, agentId, triggerType: 'manual', context: {}, graph: { nodes: [email({ to: 'team@shop.example' })], edges: [] } })
      .returning({ id: workflowExecutions.id });
    // as left by a worker that died after committing 'running' and before recording the outcome
    await t.deps.db.insert(workflowSteps).values({ executionId: row.id, nodeId: 'email-1', nodeType: 'email', status: 'running', attempts: 1, startedAt: new Date() });
    await enqueueNodeJobs(t.deps.db, row.id, ['email-1']);
    t.deps.jobSignal.notify();
    const e = await waitForExecution(row.id, (x) => x.status !== 'running');
    expect(e.status).toBe('error');
    expect(resultOf(e, 'email-1')).toMatchObject({ status: 'error', error: DELIVERY_UNKNOWN });
    expect(smtp.received).toHaveLength(0);
  });
});

describe('webhook node', () => {
  it('posts a JSON body whose visitor text stays a string, with headers and an Idempotency-Key', async () => {
    const { agentId } = await newAgent();
    await save(agentId, chain([webhook({ method: 'PATCH', headers: { Authorization: 'Bearer hook-123' }, body: { user_name: '{{user.name}}', question: '{{user.question}}', fixed: 1, list: ['{{agent.name}}'] } })]));
    const nasty = 'He said "hi" }, "admin": true, "x": {"y": "\\u0000';
    const e = await runTest(agentId, { userData: { name: nasty }, userMessage: '{{agent.response}} {"a":1}' });
    expect(e.status).toBe('success');
    expect(resultOf(e, 'webhook-1')?.output).toEqual({ webhookCalled: true, statusCode: 200 });
    expect(peer.requests).toHaveLength(1);
    const [req] = peer.requests;
    expect(req.method).toBe('PATCH');
    expect(req.headers.authorization).toBe('Bearer hook-123');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const parsed = JSON.parse(req.body) as Record<string, unknown>;
    expect(parsed).toEqual({ user_name: nasty, question: '{{agent.response}} {"a":1}', fixed: 1, list: ['Support Bot'] });
  });

  it('sends raw text bodies as text', async () => {
    const { agentId } = await newAgent();
    await save(agentId, chain([webhook({ body: 'Lead {{user.name}} asked {{user.question}}' })]));
    const e = await runTest(agentId, { userData: { name: 'Eve' }, userMessage: 'prices?' });
    expect(e.status).toBe('success');
    expect(peer.requests[0].method).toBe('POST');
    expect(peer.requests[0].headers['content-type']).toMatch(/^text\/plain/);
    expect(peer.requests[0].body).toBe('Lead Eve asked prices?');
  });

  it('retries 5xx with backoff: one logical delivery, the same Idempotency-Key on every attempt', async () => {
    const { agentId } = await newAgent();
    await save(agentId, chain([webhook({})]));
    peer.answer({ status: 503 }, { status: 500, text: 'boom' });
    const e = await runTest(agentId, { userData: { name: 'Fay' } });
    expect(e.status).toBe('success');
    expect(peer.requests).toHaveLength(3);
    const keys = new Set(peer.requests.map((r) => r.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    expect(resultOf(e, 'webhook-1')).toMatchObject({ status: 'success', attempts: 3, error: null, output: { webhookCalled: true, statusCode: 200 } });
  }, 30_000);

  it('fails a 4xx at once and re-runs the failed execution', async () => {
    const { agentId } = await newAgent();
    const wf = await save(agentId, chain([webhook({})]));
    peer.answer({ status: 422, json: { error: 'bad field' } });
    const failed = await runTest(agentId, { triggerType: 'lead_converted', userData: { name: 'Gus', email: 'gus@example.com' } });
    expect(failed.status).toBe('error');
    expect(peer.requests).toHaveLength(1);
    expect(resultOf(failed, 'webhook-1')).toMatchObject({ status: 'error', attempts: 1, output: { webhookCalled: true, statusCode: 422 } });
    expect(resultOf(failed, 'webhook-1')?.error).toMatch(/answered 422/);

    expect((await owner.post(`/api/workflow-executions/${failed.executionId}/rerun`)).statusCode).toBe(201);
    const reruns = (await owner.get(`/api/workflows/${wf.id}/executions`)).json().executions as Execution[];
    expect(reruns).toHaveLength(2);
    expect(reruns[1].executionId).toBe(failed.executionId);
    const rerun = await waitForExecution(reruns[0].executionId, (x) => x.status !== 'running');
    expect(rerun).toMatchObject({ status: 'success', triggerType: 'lead_converted', isTest: true });
    expect(peer.requests).toHaveLength(2);
    expect(JSON.parse(peer.requests[1].body)).toMatchObject({ user_name: 'Gus' });
    // a fresh step: its own Idempotency-Key
    expect(peer.requests[1].headers['idempotency-key']).not.toBe(peer.requests[0].headers['idempotency-key']);
    // only failed executions can be re-run
    expect((await owner.post(`/api/workflow-executions/${rerun.executionId}/rerun`)).statusCode).toBe(409);
  });

  it('records a timeout in the step and retries it', async () => {
    const { agentId } = await newAgent();
    const wf = await save(agentId, chain([webhook({})]));
    peer.answer({ delayMs: 11_000 });
    const started = await startExecution(t.deps, {
      workflowId: wf.id,
      agentId,
      triggerType: 'manual',
      triggerNodeId: 'trigger-1',
      context: { user: { name: 'Slow' }, agent: { id: agentId, name: 'Support Bot' }, company: {}, session: {}, timestamp: new Date().toISOString() },
      dedupeKey: null,
      isTest: false,
    });
    const id = started?.executionId as string;
    const timedOut = await waitForExecution(id, (x) => Boolean(resultOf(x, 'webhook-1')?.error), 15_000);
    expect(timedOut.status).toBe('running');
    expect(resultOf(timedOut, 'webhook-1')).toMatchObject({ status: 'running', attempts: 1 });
    expect(resultOf(timedOut, 'webhook-1')?.error).toMatch(/^Attempt 1 failed: 127\.0\.0\.1:\d+ did not answer within 10 s/);
    const done = await waitForExecution(id, (x) => x.status !== 'running', 10_000);
    expect(done.status).toBe('success');
    expect(resultOf(done, 'webhook-1')).toMatchObject({ status: 'success', attempts: 2 });
  }, 30_000);
});

describe('executions', () => {
  it('skips the rest when the trigger conditions do not hold', async () => {
    const { agentId } = await newAgent();
    await save(agentId, chain([webhook({})], { conditions: [{ field: 'user.email', operator: 'contains', value: '@VIP.example' }, { field: 'user.name', operator: 'exists' }] }));
    const skipped = await runTest(agentId, { userData: { name: 'Hal', email: 'hal@other.example' } });
    expect(skipped.status).toBe('success');
    expect(skipped.results.map((r) => [r.nodeId, r.status])).toEqual([['trigger-1', 'success'], ['agent-1', 'skipped'], ['webhook-1', 'skipped']]);
    expect(resultOf(skipped, 'trigger-1')?.output).toMatchObject({ conditionsMet: false });
    expect(peer.requests).toHaveLength(0);

    const ran = await runTest(agentId, { userData: { name: 'Ivy', email: 'ivy@vip.example' } });
    expect(ran.results.map((r) => r.status)).toEqual(['success', 'success', 'success']);
    expect(peer.requests).toHaveLength(1);
  });

  it('answers the execution object with the duration in seconds, 2 decimals', async () => {
    const { agentId } = await newAgent();
    const wf = await save(agentId, chain([webhook({})]));
    peer.answer({ delayMs: 137 });
    const e = await runTest(agentId, { triggerType: 'conversation_end', userData: { name: 'Joe' }, agentResponse: 'Bye!' });
    expect(Object.keys(e).sort()).toEqual(['duration', 'endTime', 'executionId', 'isTest', 'results', 'startTime', 'status', 'triggerType', 'workflowId']);
    expect(e).toMatchObject({ workflowId: wf.id, triggerType: 'conversation_end', status: 'success', isTest: true });
    const ms = Date.parse(e.endTime as string) - Date.parse(e.startTime);
    // rounded from whole milliseconds (0.145 * 100 is 14.4999… in floating point)
    expect(e.duration).toBe(Math.round(ms / 10) / 100);
    expect(e.duration).toBeGreaterThanOrEqual(0.13);
    expect(String(e.duration).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(2);
    expect(resultOf(e, 'agent-1')?.output).toEqual({ agentResponse: 'Bye!' });
    for (const r of e.results) expect(Object.keys(r).sort()).toEqual(['attempts', 'endedAt', 'error', 'nodeId', 'nodeType', 'output', 'startedAt', 'status']);
  });

  it('deduplicates executions by their event key', async () => {
    const { agentId } = await newAgent();
    const wf = await save(agentId, chain([]));
    const input = {
      workflowId: wf.id,
      agentId,
      triggerType: 'conversation_end' as const,
      triggerNodeId: 'trigger-1',
      context: { user: {}, agent: { id: agentId, name: 'Support Bot' }, company: {}, session: {}, timestamp: new Date().toISOString() } satisfies ExecutionContext,
      dedupeKey: 'conversation_end:c-1',
      isTest: false,
    };
    const results = await Promise.all([startExecution(t.deps, input), startExecution(t.deps, input), startExecution(t.deps, input)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await startExecution(t.deps, { ...input, dedupeKey: 'conversation_end:c-2' })).not.toBeNull();
  });

  it('pages the history newest first, 20 a page', async () => {
    const { agentId } = await newAgent();
    const wf = await save(agentId, { name: 'W', nodes: [agentNode], edges: [] });
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) ids.push((await runTest(agentId, {})).executionId);
    const first = (await owner.get(`/api/workflows/${wf.id}/executions`)).json();
    expect(first.executions).toHaveLength(20);
    expect(first.executions[0].executionId).toBe(ids[22]);
    const second = (await owner.get(`/api/workflows/workflow-${agentId}/executions?cursor=${first.nextCursor}`)).json();
    expect(second.nextCursor).toBeNull();
    expect([...first.executions, ...second.executions].map((e: Execution) => e.executionId)).toEqual([...ids].reverse());
    expect((await owner.get(`/api/workflows/${wf.id}/executions?cursor=garbage`)).statusCode).toBe(400);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('restart', () => {
  it('resumes an execution after its worker stops: a delayed run and a job whose worker died', async () => {
    const a = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true', JOB_LEASE_MS: '1000' });
    let b: TestApp | null = null;
    try {
      const worker = startWorker(a.deps, a.app.log);
      const client = (await signUp(a.app)).client;
      const { agent } = await createAgent(client, { ...sampleAgent, websiteUrls: [] });
      const res = await client.put(`/api/agents/${agent.id}/workflow`, chain([webhook({})], { type: 'time_delay', delay: 1 }));
      expect(res.statusCode).toBe(200);
      const workflowId = res.json().id as string;
      const context: ExecutionContext = { user: { name: 'Kim' }, agent: { id: agent.id, name: agent.name }, company: {}, session: {}, timestamp: new Date().toISOString() };
      const base = { workflowId, agentId: agent.id, triggerType: 'time_delay' as const, triggerNodeId: 'trigger-1', context, isTest: false };
      const delayed = await startExecution(a.deps, { ...base, dedupeKey: 'delayed', delayMs: 1500 });
      const crashed = await startExecution(a.deps, { ...base, dedupeKey: 'crashed', delayMs: 60_000 });
      await worker.stop();
      // the second one as a worker that died mid-job leaves it: running, its lease passed
      await a.deps.db.execute(
        sql`update jobs set status = 'running', attempts = 1, locked_by = 'dead-worker', locked_until = now() - interval '1 second'
            where payload->>'executionId' = ${crashed?.executionId as string}`,
      );
      await a.deps.db.update(workflowSteps).set({ status: 'running', attempts: 1 }).where(eq(workflowSteps.executionId, crashed?.executionId as string));

      b = await createTestApp({ ALLOW_PRIVATE_URLS: 'true' }, { worker: true, joinDatabaseUrl: a.databaseUrl as string });
      const until = Date.now() + 20_000;
      const statuses = async () =>
        queryRows<{ id: string; status: string }>(a.deps.db, sql`select id, status from workflow_executions where workflow_id = ${workflowId}`);
      while ((await statuses()).some((r) => r.status === 'running') && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect((await statuses()).map((r) => r.status)).toEqual(['success', 'success']);
      expect(peer.requests).toHaveLength(2);
      expect(new Set(peer.requests.map((r) => JSON.parse(r.body).user_name))).toEqual(new Set(['Kim']));
      const steps = await a.deps.db.select({ status: workflowSteps.status }).from(workflowSteps).where(eq(workflowSteps.executionId, crashed?.executionId as string));
      expect(steps.map((s) => s.status)).toEqual(['success', 'success', 'success']);
      expect(delayed).not.toBeNull();
    } finally {
      await b?.close();
      await a.close();
    }
  }, 40_000);
});
