import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOOL_OUTPUT_MAX_CHARS } from '../../src/common/tools';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { startHttpPeer, type HttpPeer } from '../fixtures/http-peer';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 11, acceptance 2 (api_call): a configured HTTP request against a real local peer.

let t: TestApp;
let llm: FakeLlm;
let peer: HttpPeer;
let owner: SessionClient;

const PARAMETERS = {
  type: 'object',
  properties: { orderId: { type: 'string', description: 'the order number' }, expand: { type: 'string' }, note: { type: 'string' }, qty: { type: 'integer' } },
  required: ['orderId'],
  additionalProperties: false,
};

beforeAll(async () => {
  llm = await startFakeLlm();
  peer = await startHttpPeer();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true', MODEL_TIMEOUT_MS: '5000' });
  owner = (await signUp(t.app)).client;
  const { projectId } = await createAgent(owner, { name: 'Warm-up' });
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

async function apiCallAgent(apiCall: Record<string, unknown>) {
  const { agent } = await createAgent(owner, {
    ...sampleAgent,
    name: 'Orders Bot',
    enabledTools: { ...sampleAgent.enabledTools, sendEmail: false, apiCall: true },
    toolConfigs: { apiCall: { description: 'Look up an order in the shop system', parameters: PARAMETERS, headers: { Authorization: 'Bearer api-token-123' }, ...apiCall } },
  });
  return agent.id;
}

type Step = { type: string; name: string; status?: string; error?: string; output?: unknown; input?: unknown };

async function runTool(agentId: string, args: Record<string, unknown>) {
  llm.script({ kind: 'tool', name: 'api_call', args }, { kind: 'reply', text: 'Here is what I found.' });
  const res = await owner.post(`/api/agents/${agentId}/test`, { input: 'Where is my order?' });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { output: string; status: string; steps: Step[] };
  expect(body).toMatchObject({ output: 'Here is what I found.', status: 'completed' });
  const toolMessage = (llm.requests[1].body.messages as { role: string; content: string }[]).find((m) => m.role === 'tool');
  return { step: body.steps.find((s) => s.type === 'tool') as Step, modelRead: toolMessage?.content ?? '' };
}

describe('the api_call built-in', () => {
  it("is offered with the owner's description and schema, fills the URL template and sends the rest as the query (GET)", async () => {
    const agentId = await apiCallAgent({ method: 'GET', url: `${peer.url}/orders/{orderId}/status` });
    peer.answer({ json: { orderId: 'A 1/2', status: 'shipped' } });
    const { step, modelRead } = await runTool(agentId, { orderId: 'A 1/2', expand: 'items' });

    const offered = (llm.requests[0].body.tools as { function: { name: string; description: string; parameters: unknown } }[]).map((x) => x.function).find((f) => f.name === 'api_call');
    expect(offered).toEqual({ name: 'api_call', description: 'Look up an order in the shop system', parameters: PARAMETERS });

    expect(peer.requests).toHaveLength(1);
    expect(peer.requests[0]).toMatchObject({ method: 'GET', url: '/orders/A%201%2F2/status?expand=items', body: '' });
    expect(peer.requests[0].headers.authorization).toBe('Bearer api-token-123');
    expect(step).toMatchObject({ name: 'api_call', status: 'success', input: { orderId: 'A 1/2', expand: 'items' }, output: { status: 200, body: { status: 'shipped' } } });
    expect(JSON.parse(modelRead)).toEqual({ status: 200, body: { orderId: 'A 1/2', status: 'shipped' } });
  });

  it('sends the arguments left after the template as a JSON body (POST)', async () => {
    const agentId = await apiCallAgent({ method: 'POST', url: `${peer.url}/orders/{orderId}/notes` });
    const { step } = await runTool(agentId, { orderId: '77', note: 'leave at the door', qty: 2 });
    expect(step.status).toBe('success');
    expect(peer.requests[0]).toMatchObject({ method: 'POST', url: '/orders/77/notes' });
    expect(peer.requests[0].headers['content-type']).toBe('application/json');
    expect(JSON.parse(peer.requests[0].body)).toEqual({ note: 'leave at the door', qty: 2 });
  });

  it('cuts a large response before the model reads it', async () => {
    const agentId = await apiCallAgent({ method: 'GET', url: `${peer.url}/orders/{orderId}` });
    peer.answer({ json: { items: 'x'.repeat(200_000) } });
    const { step, modelRead } = await runTool(agentId, { orderId: '1' });
    expect(step.status).toBe('success');
    // the response itself stops at 64 KB, and what reaches the model at 16,000 characters
    expect(modelRead.length).toBeLessThanOrEqual(TOOL_OUTPUT_MAX_CHARS + 40);
    expect(modelRead).toMatch(/… \(\d+ more characters\)$/);
    expect(JSON.stringify(step.output).length).toBeLessThan(3000);
  });

  it('turns a non-2xx answer into a tool error the model reads, and the turn completes', async () => {
    const agentId = await apiCallAgent({ method: 'GET', url: `${peer.url}/orders/{orderId}` });
    peer.answer({ status: 404, json: { error: 'no such order' } });
    const { step, modelRead } = await runTool(agentId, { orderId: 'missing' });
    expect(step).toMatchObject({ name: 'api_call', status: 'error', error: 'The API answered 404: {"error":"no such order"}' });
    expect(JSON.parse(modelRead)).toEqual({ error: 'The API answered 404: {"error":"no such order"}' });
  });

  it('rejects arguments that fail the schema without calling the API', async () => {
    const agentId = await apiCallAgent({ method: 'GET', url: `${peer.url}/orders/{orderId}` });
    const { step } = await runTool(agentId, { expand: 'items' });
    expect(step.status).toBe('error');
    expect(step.error).toMatch(/orderId is required/);
    expect(peer.requests).toHaveLength(0);
  });

  it('is not offered without a URL', async () => {
    const agentId = await apiCallAgent({ url: '' });
    llm.script({ kind: 'reply', text: 'ok' });
    await owner.post(`/api/agents/${agentId}/test`, { input: 'hi' });
    const names = ((llm.requests[0].body.tools as { function: { name: string } }[] | undefined) ?? []).map((x) => x.function.name);
    expect(names).not.toContain('api_call');
  });
});
