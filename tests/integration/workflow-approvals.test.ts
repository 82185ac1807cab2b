import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { execution as executionSchema, type Execution } from '../../src/common/workflows';
import { queryRows } from '../../src/server/db/client';
import { startExecution } from '../../src/server/workflows/engine/start-execution';
import type { ExecutionContext } from '../../src/server/workflows/engine/start-execution.types';
import { startHttpPeer, type HttpPeer } from '../fixtures/http-peer';
import { createAgent, sampleAgent } from '../support/agents';
import { joinProject } from '../support/members';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

// Issue 33, acceptance 3: a workflow's "Wait for approval" node pauses an execution durably until
// a person decides (Inbox or platform key) or it times out; the chosen branch runs once.

let t: TestApp;
let peer: HttpPeer;
let owner: SessionClient;
let operator: SessionClient;
let viewer: SessionClient;
let stranger: SessionClient;
let projectId: string;
let agentId: string;
let workflowId: string;

const at = { x: 0, y: 0 };
const hook = (id: string, path: string, body: Record<string, unknown> = { who: '{{user.name}}' }) => ({ id, type: 'webhook', position: at, data: { label: id, config: { url: `${peer.url}${path}`, body } } });

function graph() {
  return {
    name: 'Refunds',
    nodes: [
      { id: 'trigger-1', type: 'trigger', position: at, data: { label: 'Trigger', config: { type: 'manual' } } },
      { id: 'agent-1', type: 'agent', position: at, data: { label: 'AI Agent' } },
      { id: 'approval-1', type: 'approval', position: at, data: { label: 'Approve', config: { title: 'Refund for {{user.name}}', message: 'Refund asked: {{user.question}}', timeoutMinutes: 30 } } },
      hook('ok', '/approved'),
      hook('no', '/rejected', { reason: '{{approval.reason}}', decision: '{{approval.decision}}' }),
      hook('late', '/late'),
    ],
    edges: [
      { source: 'trigger-1', target: 'agent-1' },
      { source: 'agent-1', target: 'approval-1' },
      { source: 'approval-1', target: 'ok', sourceHandle: 'approved' },
      { source: 'approval-1', target: 'no', sourceHandle: 'rejected' },
      { source: 'approval-1', target: 'late', sourceHandle: 'timed_out' },
    ],
  };
}

const context = (name: string): ExecutionContext => ({
  user: { name, email: `${name.toLowerCase()}@example.com`, question: 'Refund order A-17 please' },
  agent: { id: agentId, name: 'Support Bot', response: 'A person will confirm.' },
  company: {},
  session: { id: `s-${name}` },
  timestamp: new Date().toISOString(),
});

async function start(name: string, deps = t.deps): Promise<string> {
  const started = await startExecution(deps, { workflowId, agentId, triggerType: 'manual', triggerNodeId: 'trigger-1', context: context(name), dedupeKey: null, isTest: false });
  return started!.executionId;
}

async function executionOf(id: string): Promise<Execution> {
  return executionSchema.parse((await owner.get(`/api/workflow-executions/${id}`)).json());
}

type View = { id: string; tool: string; status: string; workflow: { executionId: string; nodeId: string; workflowName: string; message: string; data: Record<string, string> } | null };

async function waitingApproval(executionId: string, client = owner): Promise<View> {
  let found: View | undefined;
  await until(async () => {
    const list = (await client.get(`/api/projects/${projectId}/approvals?status=pending`)).json() as View[];
    found = list.find((a) => a.workflow?.executionId === executionId);
    return !!found;
  }, 'the approval request');
  return found!;
}

const stepOf = (e: Execution, nodeId: string) => e.results.find((r) => r.nodeId === nodeId);
const settle = () => new Promise((r) => setTimeout(r, 600));

beforeAll(async () => {
  peer = await startHttpPeer();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true' }, { worker: true });
  owner = (await signUp(t.app)).client;
  stranger = (await signUp(t.app)).client;
  const created = await createAgent(owner, { ...sampleAgent, websiteUrls: [] });
  projectId = created.projectId;
  agentId = created.agent.id;
  const saved = await owner.put(`/api/agents/${agentId}/workflow`, graph());
  expect(saved.statusCode, saved.body).toBe(200);
  workflowId = saved.json().id;
  operator = await joinProject(t.app, owner, projectId, 'operator');
  viewer = await joinProject(t.app, owner, projectId, 'viewer');
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});
beforeEach(() => {
  peer.requests.length = 0;
});

describe('the Wait for approval node', () => {
  it('pauses the execution with nothing queued, shows the request in the Inbox list, and an approval runs the approved branch once', async () => {
    const id = await start('Ann');
    const approval = await waitingApproval(id, viewer);
    expect(approval.tool).toBe('Refund for Ann');
    expect(approval.workflow).toMatchObject({ nodeId: 'approval-1', workflowName: 'Refunds', message: 'Refund asked: Refund order A-17 please', data: { 'user.name': 'Ann', 'user.email': 'ann@example.com' } });
    const waiting = await executionOf(id);
    expect(waiting.status).toBe('running');
    expect(stepOf(waiting, 'approval-1')).toMatchObject({ status: 'running', output: { waitingForApproval: true } });
    // nothing runs or polls while it waits: only the expiry, a delayed job
    const open = await queryRows<{ kind: string }>(t.deps.db, sql`select kind from jobs where status in ('queued', 'running') and (payload->>'executionId' = ${id} or payload->>'approvalId' = ${approval.id})`);
    expect(open.map((j) => j.kind)).toEqual(['approval.expire']);

    expect((await viewer.post(`/api/approvals/${approval.id}/decision`, { decision: 'approve' })).statusCode).toBe(403);
    const decided = await operator.post(`/api/approvals/${approval.id}/decision`, { decision: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
    await until(async () => (await executionOf(id)).status !== 'running', 'the execution to end');
    await settle();
    const done = await executionOf(id);
    expect(done.status).toBe('success');
    expect(stepOf(done, 'approval-1')).toMatchObject({ status: 'success', output: { decision: 'approved' } });
    expect(stepOf(done, 'ok')?.status).toBe('success');
    expect(stepOf(done, 'no')?.status).toBe('skipped');
    expect(stepOf(done, 'late')?.status).toBe('skipped');
    expect(peer.requests.map((r) => r.url)).toEqual(['/approved']);

    const twice = await owner.post(`/api/approvals/${approval.id}/decision`, { decision: 'reject' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already decided/);
    expect((await stranger.post(`/api/approvals/${approval.id}/decision`, { decision: 'approve' })).statusCode).toBe(404);
    expect((await owner.get(`/api/projects/${projectId}/approvals`)).json().find((a: View) => a.id === approval.id).status).toBe('executed');
  });

  it('a rejection runs the rejected branch with the reason as {{approval.reason}}', async () => {
    const id = await start('Bob');
    const approval = await waitingApproval(id);
    expect((await operator.post(`/api/approvals/${approval.id}/decision`, { decision: 'reject', reason: 'Order already refunded' })).statusCode).toBe(200);
    await until(async () => (await executionOf(id)).status !== 'running', 'the execution to end');
    await settle();
    const done = await executionOf(id);
    expect(stepOf(done, 'no')?.status).toBe('success');
    expect(stepOf(done, 'ok')?.status).toBe('skipped');
    expect(peer.requests).toHaveLength(1);
    expect(peer.requests[0].url).toBe('/rejected');
    expect(JSON.parse(peer.requests[0].body)).toEqual({ reason: 'Order already refunded', decision: 'rejected' });
  });

  it('a platform key decides too; another project key gets 404 like an unknown id; edited arguments are refused', async () => {
    const id = await start('Cy');
    const approval = await waitingApproval(id);
    const key = (await owner.post(`/api/projects/${projectId}/platform-keys`, { name: 'ops' })).json().key as string;
    const theirProject = (await stranger.get('/api/projects')).json()[0].id as string;
    const theirKey = (await stranger.post(`/api/projects/${theirProject}/platform-keys`, { name: 'x' })).json().key as string;
    const auth = (k: string) => ({ authorization: `Bearer ${k}` });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/platform/approvals', headers: auth(key) })).json() as View[];
    expect(listed.find((a) => a.id === approval.id)?.workflow?.nodeId).toBe('approval-1');
    const foreign = await t.app.inject({ method: 'POST', url: `/api/platform/approvals/${approval.id}/decision`, headers: auth(theirKey), payload: { decision: 'approve' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/platform/approvals/00000000-0000-4000-8000-000000000000/decision', headers: auth(theirKey), payload: { decision: 'approve' } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    const edited = await t.app.inject({ method: 'POST', url: `/api/platform/approvals/${approval.id}/decision`, headers: auth(key), payload: { decision: 'approve', arguments: { x: 1 } } });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().message).toMatch(/^arguments:/);
    const ok = await t.app.inject({ method: 'POST', url: `/api/platform/approvals/${approval.id}/decision`, headers: auth(key), payload: { decision: 'approve' } });
    expect(ok.statusCode, ok.body).toBe(200);
    await until(async () => (await executionOf(id)).status === 'success', 'the execution to end');
    expect(peer.requests.map((r) => r.url)).toEqual(['/approved']);
  });

  it('times out into the timed-out branch; a decision after the expiry is 409', async () => {
    const id = await start('Dee');
    const approval = await waitingApproval(id);
    // the clock moves past the expiry: the request and its delayed job are due now
    await t.deps.db.execute(sql`update tool_approvals set expires_at = now() - interval '1 second' where id = ${approval.id}`);
    const late = await owner.post(`/api/approvals/${approval.id}/decision`, { decision: 'approve' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/expired/);
    await t.deps.db.execute(sql`update jobs set run_at = now() where kind = 'approval.expire' and payload->>'approvalId' = ${approval.id}`);
    t.deps.jobSignal.notify();
    await until(async () => (await executionOf(id)).status !== 'running', 'the execution to end');
    await settle();
    const done = await executionOf(id);
    expect(stepOf(done, 'approval-1')?.output).toMatchObject({ decision: 'timed_out' });
    expect(stepOf(done, 'late')?.status).toBe('success');
    expect(stepOf(done, 'ok')?.status).toBe('skipped');
    expect(peer.requests.map((r) => r.url)).toEqual(['/late']);
    expect((await owner.post(`/api/approvals/${approval.id}/decision`, { decision: 'reject' })).statusCode).toBe(409);
  });

  it('checks the node config and its branches when the workflow is saved', async () => {
    const bad = graph();
    (bad.nodes[2].data.config as Record<string, unknown>).timeoutMinutes = 0;
    const res = await owner.put(`/api/agents/${agentId}/workflow`, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^nodes\.2\.data\.config\.timeoutMinutes: At least 1 minute/);
    const wrongBranch = graph();
    (wrongBranch.edges[2] as { sourceHandle: string }).sourceHandle = 'maybe';
    const res2 = await owner.put(`/api/agents/${agentId}/workflow`, wrongBranch);
    expect(res2.statusCode).toBe(400);
    expect(res2.json().message).toMatch(/^edges\.2\.sourceHandle:/);
  });
});

describe('a workflow approval decided before a restart', () => {
  it('goes on once in the next process, even with two workers looking', async () => {
    const first = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true' }, { worker: false });
    try {
      const me = (await signUp(first.app)).client;
      const created = await createAgent(me, { ...sampleAgent, websiteUrls: [] });
      const saved = await me.put(`/api/agents/${created.agent.id}/workflow`, graph());
      expect(saved.statusCode, saved.body).toBe(200);
      const { startWorker } = await import('../../src/server/worker-loop');
      // a worker runs the node up to the wait, then the process "stops"
      const w1 = startWorker(first.deps, first.app.log);
      const started = await startExecution(first.deps, { workflowId: saved.json().id, agentId: created.agent.id, triggerType: 'manual', triggerNodeId: 'trigger-1', context: context('Eve'), dedupeKey: null, isTest: false });
      const executionId = started!.executionId;
      let pending: View | undefined;
      await until(async () => {
        pending = ((await me.get(`/api/projects/${created.projectId}/approvals?status=pending`)).json() as View[])[0];
        return !!pending;
      }, 'the request');
      await w1.stop();
      expect((await me.post(`/api/approvals/${pending!.id}/decision`, { decision: 'approve' })).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      expect(peer.requests).toHaveLength(0);

      const next = first.databaseUrl ? await createTestApp({ ALLOW_PRIVATE_URLS: 'true' }, { worker: true, joinDatabaseUrl: first.databaseUrl }) : null;
      const w2 = startWorker(first.deps, first.app.log);
      try {
        const status = async () => executionSchema.parse((await me.get(`/api/workflow-executions/${executionId}`)).json()).status;
        await until(async () => (await status()) === 'success', 'the execution to end');
        await new Promise((r) => setTimeout(r, 800));
        expect(peer.requests.map((r) => r.url)).toEqual(['/approved']);
      } finally {
        await w2.stop();
        await next?.close();
      }
    } finally {
      await first.close();
    }
  }, 60_000);
});
