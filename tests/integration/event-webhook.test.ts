import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER } from '../../src/common/event-webhooks';
import { queryRows } from '../../src/server/db/client';
import { verifySignature } from '../../src/server/conversation/event-webhook/signature';
import { startExecution } from '../../src/server/workflows/engine/start-execution';
import { startHttpPeer, type HttpPeer } from '../fixtures/http-peer';
import { createAgent, sampleAgent } from '../support/agents';
import { joinProject } from '../support/members';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

// Issue 33: the project's event webhook, signed (HMAC-SHA256 of "timestamp.body"), delivered
// durably through the job queue with retries.

let t: TestApp;
let peer: HttpPeer;
let owner: SessionClient;
let stranger: SessionClient;
let projectId: string;
let agentId: string;
let workflowId: string;
let secret: string;

const at = { x: 0, y: 0 };
const nowSecs = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  peer = await startHttpPeer();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true' }, { worker: true });
  owner = (await signUp(t.app)).client;
  stranger = (await signUp(t.app)).client;
  const created = await createAgent(owner, { ...sampleAgent, websiteUrls: [] });
  projectId = created.projectId;
  agentId = created.agent.id;
  const saved = await owner.put(`/api/agents/${agentId}/workflow`, {
    name: 'Gate',
    nodes: [
      { id: 'trigger-1', type: 'trigger', position: at, data: { label: 'T', config: { type: 'manual' } } },
      { id: 'agent-1', type: 'agent', position: at, data: { label: 'A' } },
      { id: 'approval-1', type: 'approval', position: at, data: { label: 'Gate', config: { title: 'Ship it?', message: 'for {{user.name}}', timeoutMinutes: 10 } } },
    ],
    edges: [
      { source: 'trigger-1', target: 'agent-1' },
      { source: 'agent-1', target: 'approval-1' },
    ],
  });
  workflowId = saved.json().id;
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});
beforeEach(() => {
  peer.requests.length = 0;
  peer.fallback = { json: { ok: true } };
});

async function startOne(name: string) {
  await startExecution(t.deps, {
    workflowId,
    agentId,
    triggerType: 'manual',
    triggerNodeId: 'trigger-1',
    context: { user: { name }, agent: { id: agentId, name: 'Bot' }, company: {}, session: {}, timestamp: new Date().toISOString() },
    dedupeKey: null,
    isTest: false,
  });
}

describe('the event webhook', () => {
  it('is set by editors and above; the secret is shown once and stored sealed; a blocked URL is a 400 naming url', async () => {
    const editor = await joinProject(t.app, owner, projectId, 'editor');
    const operator = await joinProject(t.app, owner, projectId, 'operator');
    const viewer = await joinProject(t.app, owner, projectId, 'viewer');
    const body = { url: `${peer.url}/events`, events: ['approval.waiting', 'approval.decided'] };
    expect((await operator.put(`/api/projects/${projectId}/event-webhook`, body)).statusCode).toBe(403);
    expect((await stranger.put(`/api/projects/${projectId}/event-webhook`, body)).statusCode).toBe(404);
    const blocked = await owner.put(`/api/projects/${projectId}/event-webhook`, { ...body, url: 'http://169.254.169.254/latest' });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toMatch(/^url: /);
    const noEvents = await owner.put(`/api/projects/${projectId}/event-webhook`, { ...body, events: [] });
    expect(noEvents.statusCode).toBe(400);
    expect(noEvents.json().message).toMatch(/events/);

    const created = await editor.put(`/api/projects/${projectId}/event-webhook`, body);
    expect(created.statusCode, created.body).toBe(200);
    secret = created.json().secret;
    expect(secret).toMatch(/^whsec_/);
    const [stored] = await queryRows<{ secret_enc: string }>(t.deps.db, sql`select secret_enc from event_webhooks where project_id = ${projectId}`);
    expect(stored.secret_enc).not.toContain(secret);
    expect((await viewer.get(`/api/projects/${projectId}/event-webhook`)).json()).toMatchObject({ url: body.url, secret: null });
    // saving again keeps the secret and does not show it
    expect((await owner.put(`/api/projects/${projectId}/event-webhook`, body)).json().secret).toBeNull();
  });

  it('sends a signed test event and shows the delivery', async () => {
    const res = await owner.post(`/api/projects/${projectId}/event-webhook/test`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lastDelivery).toMatchObject({ status: 'delivered', statusCode: 200, event: 'webhook.test' });
    expect(peer.requests).toHaveLength(1);
    const [req] = peer.requests;
    expect(verifySignature(secret, req.body, String(req.headers[SIGNATURE_HEADER]), nowSecs())).toBe(true);
    expect(verifySignature(secret, `${req.body} `, String(req.headers[SIGNATURE_HEADER]), nowSecs())).toBe(false);
  });

  it('delivers approval.waiting, signed, and retries after a 500', async () => {
    peer.answer({ status: 500, text: 'down' });
    await startOne('Zed');
    await until(() => peer.requests.length >= 2, 'the retried delivery', 20_000);
    const [failed, retried] = peer.requests;
    expect(failed.body).toBe(retried.body);
    const event = JSON.parse(retried.body);
    expect(event).toMatchObject({ type: 'approval.waiting', projectId, data: { tool: 'Ship it?', status: 'pending', workflow: { message: 'for Zed', workflowName: 'Gate' } } });
    expect(retried.headers['x-agentforge-event-id']).toBe(event.id);
    expect(verifySignature(secret, retried.body, String(retried.headers[SIGNATURE_HEADER]), nowSecs())).toBe(true);
    await until(async () => (await owner.get(`/api/projects/${projectId}/event-webhook`)).json().lastDelivery?.status === 'delivered', 'the delivery recorded');

    // approval.decided follows the decision
    peer.requests.length = 0;
    const [pending] = (await owner.get(`/api/projects/${projectId}/approvals?status=pending`)).json() as { id: string }[];
    expect((await owner.post(`/api/approvals/${pending.id}/decision`, { decision: 'reject', reason: 'no' })).statusCode).toBe(200);
    await until(() => peer.requests.length >= 1, 'approval.decided');
    expect(JSON.parse(peer.requests[0].body)).toMatchObject({ type: 'approval.decided', data: { id: pending.id, status: 'rejected', reason: 'no' } });
  }, 30_000);

  it('sends only the chosen events; a rotated secret signs from then on; removed, nothing is sent', async () => {
    expect((await owner.put(`/api/projects/${projectId}/event-webhook`, { url: `${peer.url}/events`, events: ['approval.decided'] })).statusCode).toBe(200);
    await startOne('Quiet');
    await new Promise((r) => setTimeout(r, 800));
    expect(peer.requests).toHaveLength(0);
    const rotated = (await owner.post(`/api/projects/${projectId}/event-webhook/secret`)).json().secret as string;
    expect(rotated).not.toBe(secret);
    await owner.post(`/api/projects/${projectId}/event-webhook/test`);
    expect(verifySignature(rotated, peer.requests[0].body, String(peer.requests[0].headers[SIGNATURE_HEADER]), nowSecs())).toBe(true);
    expect((await owner.delete(`/api/projects/${projectId}/event-webhook`)).statusCode).toBe(204);
    expect((await owner.get(`/api/projects/${projectId}/event-webhook`)).json()).toBeNull();
    expect((await owner.post(`/api/projects/${projectId}/event-webhook/test`)).statusCode).toBe(404);
  });
});
