import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agentRuns } from '../../src/server/db/schema';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { startHttpPeer, type HttpPeer, type PeerRequest } from '../fixtures/http-peer';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { signatureMatches } from '../support/verify-signature';

// Issue 11, acceptance 2 (webhook), 5 and 6, with a real HTTP peer as the owner's receiver.

const HEADER_VALUE = 'hdr-secret-value-7f3a';
const SIGNING_SECRET = 'whsec-signing-secret-91b2';

let t: TestApp;
let llm: FakeLlm;
let peer: HttpPeer;
let owner: SessionClient;
let projectId: string;

beforeAll(async () => {
  llm = await startFakeLlm();
  peer = await startHttpPeer();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true', MODEL_TIMEOUT_MS: '5000' });
  owner = (await signUp(t.app)).client;
  ({ projectId } = await createAgent(owner, { name: 'Warm-up' }));
  await useFakeModel(owner, projectId, llm.baseUrl);
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

function webhookAgent(endpoint: string, overrides: Record<string, unknown> = {}) {
  return {
    ...sampleAgent,
    name: 'Webhook Bot',
    enabledTools: { ...sampleAgent.enabledTools, sendEmail: false, webhook: true },
    toolConfigs: { webhook: { endpoint, headers: { 'X-Api-Key': HEADER_VALUE }, signingSecret: SIGNING_SECRET } },
    ...overrides,
  };
}

async function newWebhookAgent(endpoint = `${peer.url}/hooks/crm?token=abc`, overrides: Record<string, unknown> = {}) {
  const { agent } = await createAgent(owner, webhookAgent(endpoint, overrides));
  return agent.id;
}

type ToolStep = { type: string; name: string; status?: string; durationMs: number; input?: unknown; output?: unknown; error?: string };
const toolSteps = (steps: ToolStep[]) => steps.filter((s) => s.type === 'tool');
const bodyOf = (r: PeerRequest) => JSON.parse(r.body) as { event: string; data: Record<string, unknown>; context: Record<string, unknown> };

function chat(versionId: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: body, remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the webhook built-in', () => {
  it('posts the model arguments with the turn context, the configured headers and a verifiable signature (Testing Console)', async () => {
    const agentId = await newWebhookAgent();
    llm.script({ kind: 'tool', name: 'webhook', args: { event: 'callback_requested', data: { phone: '+34 600 000 000' } } }, { kind: 'reply', text: 'I passed it on.' });
    const res = await owner.post(`/api/agents/${agentId}/test`, { input: 'Please call me back' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ output: 'I passed it on.', status: 'completed' });

    const tools = (llm.requests[0].body.tools as { function: { name: string; parameters: { required: string[] } } }[]).map((x) => x.function);
    expect(tools.find((f) => f.name === 'webhook')?.parameters.required).toEqual(['event']);

    expect(peer.requests).toHaveLength(1);
    const sent = peer.requests[0];
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/hooks/crm?token=abc');
    expect(sent.headers['x-api-key']).toBe(HEADER_VALUE);
    expect(sent.headers['content-type']).toBe('application/json');
    expect(signatureMatches(sent.headers['x-agentforge-signature'], sent.body, SIGNING_SECRET)).toBe(true);
    expect(signatureMatches(sent.headers['x-agentforge-signature'], sent.body, 'another-secret')).toBe(false);
    expect(bodyOf(sent)).toMatchObject({
      event: 'callback_requested',
      data: { phone: '+34 600 000 000' },
      context: { agentId, agentName: 'Webhook Bot', agentVersionId: null, channel: 'test', isTest: true, visitor: {} },
    });
    expect(String(bodyOf(sent).context.sessionId)).toMatch(/^console-/);

    const [step] = toolSteps(body.steps);
    expect(step).toMatchObject({ name: 'webhook', status: 'success', input: { event: 'callback_requested', data: { phone: '+34 600 000 000' } }, output: { status: 200, body: { ok: true } } });
    expect(step.durationMs).toBeGreaterThanOrEqual(0);
    // the model read the peer's answer back
    const toolMessage = (llm.requests[1].body.messages as { role: string; content: string }[]).find((m) => m.role === 'tool');
    expect(JSON.parse(toolMessage?.content ?? '{}')).toEqual({ status: 200, body: { ok: true } });
  });

  it("passes the visitor's data of a quick-test conversation", async () => {
    const agentId = await newWebhookAgent();
    llm.script({ kind: 'tool', name: 'webhook', args: { event: 'lead' } }, { kind: 'reply', text: 'Noted.' });
    const res = await owner.post(`/api/agents/${agentId}/public-chat`, { message: 'I want a quote', sessionId: 'quick-1', userData: { name: 'Ana', email: 'ana@example.com', source: 'landing' } });
    expect(res.statusCode).toBe(200);
    expect(peer.requests).toHaveLength(1);
    expect(bodyOf(peer.requests[0]).context).toMatchObject({ agentId, sessionId: 'quick-1', channel: 'test', visitor: { name: 'Ana', email: 'ana@example.com', source: 'landing' } });
    expect(bodyOf(peer.requests[0]).context.conversationId).toEqual(expect.any(String));
  });

  it('runs on a public chat turn of a published version, which keeps its endpoint after the agent is edited', async () => {
    const agentId = await newWebhookAgent(`${peer.url}/v1-endpoint`);
    const versionId = (await owner.post(`/api/agents/${agentId}/publish`)).json().id as string;
    const other = await startHttpPeer();
    try {
      const edited = webhookAgent(`${other.url}/edited-endpoint`);
      expect((await owner.put(`/api/agents/${agentId}`, edited)).statusCode).toBe(200);

      llm.script({ kind: 'tool', name: 'webhook', args: { event: 'order_question', data: { order: 'A-17' } } }, { kind: 'reply', text: 'Your order is on its way.' });
      const sessionId = `visitor-${Date.now()}`;
      const res = await chat(versionId, { message: 'Where is my order A-17?', sessionId });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Your order is on its way.');
      expect(other.requests).toHaveLength(0);
      expect(peer.requests).toHaveLength(1);
      expect(peer.requests[0].url).toBe('/v1-endpoint');
      expect(signatureMatches(peer.requests[0].headers['x-agentforge-signature'], peer.requests[0].body, SIGNING_SECRET)).toBe(true);
      expect(bodyOf(peer.requests[0])).toMatchObject({ event: 'order_question', data: { order: 'A-17' }, context: { agentId, agentVersionId: versionId, sessionId, channel: 'chat', isTest: false } });

      const [run] = await t.deps.db.select({ steps: agentRuns.steps }).from(agentRuns).where(eq(agentRuns.sessionId, sessionId));
      expect(toolSteps(run.steps as ToolStep[])).toEqual([expect.objectContaining({ name: 'webhook', status: 'success', input: { event: 'order_question', data: { order: 'A-17' } } })]);

      // the live agent (Testing Console) uses the edited endpoint
      llm.script({ kind: 'tool', name: 'webhook', args: { event: 'edited' } }, { kind: 'reply', text: 'ok' });
      await owner.post(`/api/agents/${agentId}/test`, { input: 'hi' });
      expect(other.requests).toHaveLength(1);
      expect(other.requests[0].url).toBe('/edited-endpoint');
    } finally {
      await other.close();
    }
  });

  it('calls the webhook through Anthropic tool use', async () => {
    await owner.post(`/api/projects/${projectId}/api-keys`, { provider: 'anthropic', keyHash: 'sk-ant-test-5678', baseUrl: llm.baseUrl });
    const agentId = await newWebhookAgent(`${peer.url}/claude`, { modelProvider: 'anthropic', modelName: 'claude-sonnet-4-20250514' });
    llm.script({ kind: 'tool', name: 'webhook', args: { event: 'claude_event', data: { a: 1 } } }, { kind: 'reply', text: 'Sent from Claude.' });
    const body = (await owner.post(`/api/agents/${agentId}/test`, { input: 'send it' })).json();
    expect(body).toMatchObject({ output: 'Sent from Claude.', provider: 'anthropic', status: 'completed' });
    expect(llm.requests[0].path).toBe('/v1/messages');
    expect((llm.requests[0].body.tools as { name: string }[]).map((x) => x.name)).toContain('webhook');
    expect(peer.requests).toHaveLength(1);
    expect(bodyOf(peer.requests[0])).toMatchObject({ event: 'claude_event', data: { a: 1 }, context: { agentId } });
    expect(toolSteps(body.steps)[0]).toMatchObject({ name: 'webhook', status: 'success' });
    const toolResult = JSON.stringify(llm.requests[1].body.messages);
    expect(toolResult).toContain('tool_result');
  });

  it('turns a 500 answer into a readable tool error, and the turn still completes', async () => {
    const agentId = await newWebhookAgent();
    peer.answer({ status: 500, text: 'database is down' });
    llm.script({ kind: 'tool', name: 'webhook', args: { event: 'x' } }, { kind: 'reply', text: 'Sorry, I could not record that.' });
    const body = (await owner.post(`/api/agents/${agentId}/test`, { input: 'record this' })).json();
    expect(body).toMatchObject({ output: 'Sorry, I could not record that.', status: 'completed' });
    const [step] = toolSteps(body.steps);
    expect(step).toMatchObject({ name: 'webhook', status: 'error', error: 'The webhook answered 500: database is down' });
    const toolMessage = (llm.requests[1].body.messages as { role: string; content: string }[]).find((m) => m.role === 'tool');
    expect(JSON.parse(toolMessage?.content ?? '{}')).toEqual({ error: 'The webhook answered 500: database is down' });
  });

  it('turns an unreachable endpoint into a readable tool error', async () => {
    const port = await closedPort();
    const agentId = await newWebhookAgent(`http://127.0.0.1:${port}/hook`);
    llm.script({ kind: 'tool', name: 'webhook', args: { event: 'x' } }, { kind: 'reply', text: 'The system is unreachable.' });
    const body = (await owner.post(`/api/agents/${agentId}/test`, { input: 'record this' })).json();
    expect(body).toMatchObject({ output: 'The system is unreachable.', status: 'completed' });
    expect(toolSteps(body.steps)[0]).toMatchObject({ name: 'webhook', status: 'error', error: `127.0.0.1:${port} refused the connection` });
  });

  it('gives the model a tool error and sends nothing when its arguments fail the schema', async () => {
    const agentId = await newWebhookAgent();
    llm.script({ kind: 'tool', name: 'webhook', args: { data: { a: 1 }, extra: true } }, { kind: 'reply', text: 'Let me fix that.' });
    const body = (await owner.post(`/api/agents/${agentId}/test`, { input: 'go' })).json();
    expect(body.status).toBe('completed');
    const [step] = toolSteps(body.steps);
    expect(step).toMatchObject({ name: 'webhook', status: 'error' });
    expect(step.error).toMatch(/^Invalid arguments: .*event is required/);
    expect(peer.requests).toHaveLength(0);
  });

  it('refuses a cloud metadata endpoint even with ALLOW_PRIVATE_URLS=true, naming the field, and stores nothing', async () => {
    const projectAgents = async () => (await owner.get(`/api/projects/${projectId}/agents`)).json().length;
    const before = await projectAgents();
    for (const endpoint of ['http://169.254.169.254/latest/meta-data/', 'http://[fd00:ec2::254]/']) {
      const res = await owner.post(`/api/projects/${projectId}/agents`, webhookAgent(endpoint));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('URL_NOT_ALLOWED');
      expect(res.json().message).toMatch(/^toolConfigs\.webhook\.endpoint: Refused: .* cloud metadata address/);
    }
    expect(await projectAgents()).toBe(before);
  });
});

describe('webhook secrets', () => {
  it('never answers header values or the signing secret, and keeps them when the masked form is sent back', async () => {
    const agentId = await newWebhookAgent(`${peer.url}/secret-check`);
    await owner.post(`/api/agents/${agentId}/publish`);

    const agent = await owner.get(`/api/agents/${agentId}`);
    const versions = await owner.get(`/api/agents/${agentId}/versions`);
    const list = await owner.get(`/api/projects/${projectId}/agents`);
    for (const res of [agent, versions, list]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(HEADER_VALUE);
      expect(res.body).not.toContain(SIGNING_SECRET);
    }
    const form = agent.json();
    expect(form.toolConfigs.webhook).toMatchObject({ endpoint: `${peer.url}/secret-check`, headers: { 'X-Api-Key': '••••••••' }, signingSecret: '••••••••', signingSecretSet: true });

    // the wizard sends the whole form back, secrets still masked
    const saved = await owner.put(`/api/agents/${agentId}`, { ...form, description: 'edited' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(HEADER_VALUE);

    llm.script({ kind: 'tool', name: 'webhook', args: { event: 'after_edit' } }, { kind: 'reply', text: 'ok' });
    await owner.post(`/api/agents/${agentId}/test`, { input: 'go' });
    expect(peer.requests).toHaveLength(1);
    expect(peer.requests[0].headers['x-api-key']).toBe(HEADER_VALUE);
    expect(signatureMatches(peer.requests[0].headers['x-agentforge-signature'], peer.requests[0].body, SIGNING_SECRET)).toBe(true);
  });
});
