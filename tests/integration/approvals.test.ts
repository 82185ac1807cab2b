import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { startHttpPeer, type HttpPeer } from '../fixtures/http-peer';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';
import { joinProject } from '../support/members';
import { signUp, type SessionClient } from '../support/session-client';
import { openSse } from '../support/sse-reader';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';
import { approvalRunHandler } from '../../src/server/conversation/approvals/index';

// Issue 33, acceptance 2, 5 and 6: a tool call held for a person, decided in the Inbox or with a platform key, run once.

let t: TestApp;
let llm: FakeLlm;
let peer: HttpPeer;
let base: string;
let owner: SessionClient;
let operator: SessionClient;
let viewer: SessionClient;
let editor: SessionClient;
let stranger: SessionClient;
let projectId: string;
let agentId: string;
let versionId: string;
let ip = 0;

const HELD_EN = 'A person from our team needs to confirm this before I go ahead. I will tell you here as soon as they do.';

function refundAgent(endpoint: string) {
  return { ...sampleAgent, websiteUrls: [], enabledTools: { webhook: true }, toolConfigs: { webhook: { endpoint } } };
}

function chat(message: string, sessionId: string) {
  return t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: { message, sessionId, channel: 'chat' }, remoteAddress: `10.33.0.${++ip}` });
}

async function heldRefund(amount: number, sessionId = `s-${Date.now()}-${Math.random()}`) {
  llm.script({ kind: 'tool', name: 'webhook', args: { event: 'refund', data: { amount, order: 'A-17', cardNumber: '4242424242424242' } } });
  const res = await chat(`Refund ${amount} please`, sessionId);
  expect(res.statusCode, res.body).toBe(200);
  const pending = (await owner.get(`/api/projects/${projectId}/approvals?status=pending`)).json() as { id: string; conversationId: string }[];
  return { res, sessionId, approval: pending[0] };
}

beforeAll(async () => {
  llm = await startFakeLlm();
  peer = await startHttpPeer();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true', MODEL_TIMEOUT_MS: '3000' }, { worker: true });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = (await signUp(t.app)).client;
  stranger = (await signUp(t.app)).client;
  const created = await createAgent(owner, refundAgent(`${peer.url}/refunds`));
  projectId = created.projectId;
  agentId = created.agent.id;
  await useFakeModel(owner, projectId, llm.baseUrl);
  versionId = (await owner.post(`/api/agents/${agentId}/publish`)).json().id;
  operator = await joinProject(t.app, owner, projectId, 'operator');
  viewer = await joinProject(t.app, owner, projectId, 'viewer');
  editor = await joinProject(t.app, owner, projectId, 'editor');
});
afterAll(async () => {
  await t.close();
  await peer.close();
  await llm.close();
});
beforeEach(() => {
  llm.requests.length = 0;
  peer.requests.length = 0;
});

describe('approval rules', () => {
  it('are changed by editors and above only, and checked field by field', async () => {
    const rules = { rules: [{ tool: 'webhook', argument: 'data.amount', above: 100 }], timeoutMinutes: 30 };
    expect((await operator.put(`/api/agents/${agentId}/approval-rules`, rules)).statusCode).toBe(403);
    expect((await viewer.put(`/api/agents/${agentId}/approval-rules`, rules)).statusCode).toBe(403);
    expect((await stranger.put(`/api/agents/${agentId}/approval-rules`, rules)).statusCode).toBe(404);
    const bad = await editor.put(`/api/agents/${agentId}/approval-rules`, { rules: [{ tool: 'webhook', argument: 'data.amount' }], timeoutMinutes: 30 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('rules.0.above');
    const long = await editor.put(`/api/agents/${agentId}/approval-rules`, { rules: [], timeoutMinutes: 20000 });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('timeoutMinutes');
    const saved = await editor.put(`/api/agents/${agentId}/approval-rules`, rules);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await viewer.get(`/api/agents/${agentId}/approval-rules`)).json()).toEqual(rules);
  });

  it('let a call under the value run at once', async () => {
    llm.script({ kind: 'tool', name: 'webhook', args: { event: 'refund', data: { amount: 50 } } }, { kind: 'reply', text: 'Refunded 50.' });
    const res = await chat('Refund 50', `small-${Date.now()}`);
    expect(res.json().message).toBe('Refunded 50.');
    expect(peer.requests).toHaveLength(1);
  });
});

describe('a held call', () => {
  it('waits without a model call, shows in the list masked, and runs once when an operator approves edited arguments', async () => {
    const { res, sessionId, approval } = await heldRefund(500);
    expect(res.json().message).toBe(HELD_EN);
    expect(llm.requests).toHaveLength(1);
    expect(peer.requests).toHaveLength(0);

    const listed = (await viewer.get(`/api/projects/${projectId}/approvals`)).json()[0];
    expect(listed).toMatchObject({ id: approval.id, tool: 'webhook', status: 'pending', agentName: sampleAgent.name, channel: 'chat' });
    expect(listed.arguments).toEqual({ event: 'refund', data: { amount: 500, order: 'A-17', cardNumber: '••••' } });
    expect(JSON.stringify(listed)).not.toContain('4242424242424242');

    // viewers see but cannot decide; another account's project is unknown
    expect((await viewer.post(`/api/approvals/${approval.id}/decision`, { decision: 'approve' })).statusCode).toBe(403);
    const foreign = await stranger.post(`/api/approvals/${approval.id}/decision`, { decision: 'approve' });
    const unknown = await stranger.post(`/api/approvals/00000000-0000-4000-8000-000000000000/decision`, { decision: 'approve' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);

    const visitor = await openSse(`${base}/api/agent-versions/${versionId}/sessions/${sessionId}/events`);
    await visitor.next('state');
    llm.script({ kind: 'reply', text: 'Your refund of 450 is on its way.' });
    const decided = await operator.post(`/api/approvals/${approval.id}/decision`, { decision: 'approve', arguments: { event: 'refund', data: { amount: 450, order: 'A-17' } } });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().status).toBe('approved');
    expect(await visitor.next('agent_message')).toMatchObject({ text: 'Your refund of 450 is on its way.' });
    visitor.close();

    expect(peer.requests).toHaveLength(1);
    expect(JSON.parse(peer.requests[0].body).data).toEqual({ amount: 450, order: 'A-17' });
    const after = (await owner.get(`/api/projects/${projectId}/approvals`)).json().find((a: { id: string }) => a.id === approval.id);
    expect(after).toMatchObject({ status: 'executed', decidedBy: expect.any(String) });
    expect(after.result).toBeTruthy();

    // deciding twice: 409, nothing runs again, even when the job is run a second time
    const twice = await owner.post(`/api/approvals/${approval.id}/decision`, { decision: 'approve' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already decided/);
    await approvalRunHandler(t.deps).run({ id: 'x', kind: 'approval.run', payload: { approvalId: approval.id }, attempts: 2, maxAttempts: 3, datasetId: null });
    expect(peer.requests).toHaveLength(1);

    // the continuation is part of the conversation
    const runs = await t.deps.db.execute(sql`select agent_output from agent_runs where conversation_id = ${approval.conversationId} order by created_at`);
    expect(JSON.stringify(runs)).toContain('Your refund of 450 is on its way.');
    expect(JSON.stringify(runs)).not.toContain('A person from the team approved the action');
    const thread = (await operator.get(`/api/inbox/conversations/${approval.conversationId}`)).json() as { timeline: { role: string; text: string }[] };
    expect(thread.timeline.map((e) => [e.role, e.text])).toEqual([
      ['visitor', 'Refund 500 please'],
      ['agent', HELD_EN],
      ['agent', 'Your refund of 450 is on its way.'],
    ]);
  });

  it('rejected with a reason: the agent tells the visitor, nothing runs', async () => {
    const { sessionId, approval } = await heldRefund(900);
    const visitor = await openSse(`${base}/api/agent-versions/${versionId}/sessions/${sessionId}/events`);
    await visitor.next('state');
    const rejected = await operator.post(`/api/approvals/${approval.id}/decision`, { decision: 'reject', reason: 'Refunds above 800 need the manager.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await visitor.next('agent_message')).toMatchObject({ text: 'A person from our team did not approve this request: Refunds above 800 need the manager.' });
    visitor.close();
    const again = await operator.post(`/api/approvals/${approval.id}/decision`, { decision: 'approve' });
    expect(again.statusCode).toBe(409);
    await new Promise((r) => setTimeout(r, 300));
    expect(peer.requests).toHaveLength(0);
  });

  it('expires when nobody decides in time (a delayed job), the agent says so, and deciding it then is 409', async () => {
    const { sessionId, approval } = await heldRefund(300);
    const visitor = await openSse(`${base}/api/agent-versions/${versionId}/sessions/${sessionId}/events`);
    await visitor.next('state');
    await t.deps.db.execute(sql`update tool_approvals set expires_at = now() - interval '1 second' where id = ${approval.id}`);
    const late = await operator.post(`/api/approvals/${approval.id}/decision`, { decision: 'approve' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/expired/);
    await t.deps.db.execute(sql`update jobs set run_at = now() where kind = 'approval.expire' and payload->>'approvalId' = ${approval.id}`);
    t.deps.jobSignal.notify();
    expect(await visitor.next('agent_message', 8000)).toMatchObject({ text: expect.stringContaining('did not go ahead') });
    visitor.close();
    const listed = (await owner.get(`/api/projects/${projectId}/approvals`)).json().find((a: { id: string }) => a.id === approval.id);
    expect(listed.status).toBe('expired');
    expect(peer.requests).toHaveLength(0);
  });
});

describe('the public API', () => {
  it('lists the pending requests of the key\'s project and decides one; another project\'s request is unknown', async () => {
    const key = (await owner.post(`/api/projects/${projectId}/platform-keys`, { name: 'ops' })).json().key as string;
    const strangerProject = (await stranger.get('/api/projects')).json()[0].id as string;
    const strangerKey = (await stranger.post(`/api/projects/${strangerProject}/platform-keys`, { name: 'x' })).json().key as string;
    const { approval } = await heldRefund(700);
    const auth = (k: string) => ({ authorization: `Bearer ${k}` });
    const list = await t.app.inject({ method: 'GET', url: '/api/platform/approvals', headers: auth(key) });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((a: { id: string }) => a.id)).toContain(approval.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/platform/approvals', headers: auth(strangerKey) })).json()).toEqual([]);
    const foreign = await t.app.inject({ method: 'POST', url: `/api/platform/approvals/${approval.id}/decision`, headers: auth(strangerKey), payload: { decision: 'approve' } });
    expect(foreign.statusCode).toBe(404);
    llm.script({ kind: 'reply', text: 'Done through the API.' });
    const decided = await t.app.inject({ method: 'POST', url: `/api/platform/approvals/${approval.id}/decision`, headers: auth(key), payload: { decision: 'approve' } });
    expect(decided.statusCode, decided.body).toBe(200);
    await until(() => peer.requests.length === 1, 'the approved call');
    const twice = await t.app.inject({ method: 'POST', url: `/api/platform/approvals/${approval.id}/decision`, headers: auth(key), payload: { decision: 'reject' } });
    expect(twice.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: '/api/platform/approvals' })).statusCode).toBe(401);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
    expect(doc).toContain('/api/platform/approvals/{id}/decision');
  });
});

describe('an approval decided before a restart', () => {
  it('runs once in the next process (the queued job), not twice when a second worker also looks', async () => {
    // this app has no worker: the decision queues the run, nothing runs it here
    const first = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true', MODEL_TIMEOUT_MS: '3000' }, { worker: false });
    const restartPeer = await startHttpPeer();
    try {
      const me = (await signUp(first.app)).client;
      const created = await createAgent(me, refundAgent(`${restartPeer.url}/refunds`));
      await useFakeModel(me, created.projectId, llm.baseUrl);
      const version = (await me.post(`/api/agents/${created.agent.id}/publish`)).json().id as string;
      expect((await me.put(`/api/agents/${created.agent.id}/approval-rules`, { rules: [{ tool: 'webhook' }], timeoutMinutes: 60 })).statusCode).toBe(200);
      llm.script({ kind: 'tool', name: 'webhook', args: { event: 'refund', data: { amount: 20 } } });
      const res = await first.app.inject({ method: 'POST', url: `/api/agent-versions/${version}/chat`, payload: { message: 'refund', sessionId: 'restart-1', channel: 'chat' }, remoteAddress: '10.34.0.1' });
      expect(res.json().message).toBe(HELD_EN);
      const [pending] = (await me.get(`/api/projects/${created.projectId}/approvals`)).json();
      expect((await me.post(`/api/approvals/${pending.id}/decision`, { decision: 'approve' })).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      expect(restartPeer.requests).toHaveLength(0);

      // the next process: on PostgreSQL another app on the same database, on PGlite the worker started anew; two workers look at once
      llm.fallback = { kind: 'reply', text: 'Refund done.' };
      const next = first.databaseUrl ? await createTestApp({ ALLOW_PRIVATE_URLS: 'true', MODEL_TIMEOUT_MS: '3000' }, { worker: true, joinDatabaseUrl: first.databaseUrl }) : null;
      const { startWorker } = await import('../../src/server/worker-loop');
      const worker = startWorker(first.deps, first.app.log);
      try {
        await until(async () => (await me.get(`/api/projects/${created.projectId}/approvals`)).json()[0].result !== null, 'the approved call ran');
        await new Promise((r) => setTimeout(r, 800));
        expect(restartPeer.requests).toHaveLength(1);
        expect((await me.get(`/api/projects/${created.projectId}/approvals`)).json()[0].status).toBe('executed');
      } finally {
        await worker.stop();
        await next?.close();
        llm.fallback = null;
      }
    } finally {
      await first.close();
      await restartPeer.close();
    }
  }, 30_000);
});
