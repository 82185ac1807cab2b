import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tools } from '../../src/server/db/tool-tables';
import { SECRET_MASK } from '../../src/common/tool-configs';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { startHttpPeer, type HttpPeer } from '../fixtures/http-peer';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent, useFakeModel } from '../support/agents';

let t: TestApp;
let llm: FakeLlm;
let peer: HttpPeer;
let owner: SessionClient;
let stranger: SessionClient;
let projectId: string;
let agentId: string;

const orderSchema = { type: 'object', properties: { orderId: { type: 'string', minLength: 3 } }, required: ['orderId'], additionalProperties: false };

function webhookTool(overrides: Record<string, unknown> = {}) {
  return { name: 'Order status', type: 'webhook', description: 'Looks up the status of an order', endpoint: `${peer.url}/orders`, headers: { 'X-Api-Key': 'hub-secret-123' }, schema: orderSchema, ...overrides };
}

beforeAll(async () => {
  llm = await startFakeLlm();
  peer = await startHttpPeer();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true' });
  owner = (await signUp(t.app)).client;
  stranger = (await signUp(t.app)).client;
  ({ agent: { id: agentId }, projectId } = await createAgent(owner, { enabledTools: {}, toolConfigs: {} }));
  await useFakeModel(owner, projectId, llm.baseUrl);
});
afterAll(async () => {
  await t.close();
  await llm.close();
  await peer.close();
});
beforeEach(() => {
  peer.requests.length = 0;
  llm.requests.length = 0;
});

describe('Tools Hub API', () => {
  it('lists the eight built-ins and no project tools on a new project', async () => {
    const res = await owner.get(`/api/projects/${projectId}/tools`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.projectTools).toEqual([]);
    expect(body.publicTools).toEqual([]);
    expect(body.builtInTools.map((b: { id: string }) => b.id)).toEqual(['web_search', 'send_email', 'calendar', 'api_call', 'webhook', 'post_conversation_hook', 'capture_lead', 'request_human']);
  });

  it('creates a tool with its header values encrypted and masked in every answer', async () => {
    const res = await owner.post(`/api/projects/${projectId}/tools`, webhookTool());
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain('hub-secret-123');
    expect(res.json()).toMatchObject({ name: 'Order status', type: 'webhook', method: 'POST', headers: { 'X-Api-Key': SECRET_MASK }, timeout: 30000, agentCount: 0 });
    const [row] = await t.deps.db.select().from(tools).where(eq(tools.id, res.json().id));
    expect(JSON.stringify(row.authConfig)).not.toContain('hub-secret-123');
    expect((await owner.get(`/api/projects/${projectId}/tools`)).body).not.toContain('hub-secret-123');
    await owner.delete(`/api/tools/${res.json().id}`);
  });

  it('refuses unknown types, invalid schemas and metadata endpoints with a 400 naming the field, storing nothing', async () => {
    const unknown = await owner.post(`/api/projects/${projectId}/tools`, webhookTool({ type: 'spreadsheet' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/type/);

    const schema = await owner.post(`/api/projects/${projectId}/tools`, webhookTool({ schema: { type: 'object', properties: { a: { type: 'strin' } } } }));
    expect(schema.statusCode).toBe(400);
    expect(schema.json()).toMatchObject({ code: 'INVALID_SCHEMA' });
    expect(schema.json().message).toMatch(/^schema\.properties\.a\.type: /);

    const notObject = await owner.post(`/api/projects/${projectId}/tools`, webhookTool({ schema: { type: 'array' } }));
    expect(notObject.json().message).toMatch(/^schema\.type: /);

    for (const endpoint of ['http://169.254.169.254/latest/meta-data/', 'http://[fd00:ec2::254]/']) {
      const meta = await owner.post(`/api/projects/${projectId}/tools`, webhookTool({ endpoint }));
      expect(meta.statusCode).toBe(400);
      expect(meta.json()).toMatchObject({ code: 'URL_NOT_ALLOWED' });
    }
    const badName = await owner.post(`/api/projects/${projectId}/tools`, webhookTool({ headers: { 'Bad Header': 'x' } }));
    expect(badName.statusCode).toBe(400);
    const injected = await owner.post(`/api/projects/${projectId}/tools`, webhookTool({ headers: { 'X-Ok': 'a\r\nX-Evil: 1' } }));
    expect(injected.statusCode).toBe(400);
    expect((await owner.get(`/api/projects/${projectId}/tools`)).json().projectTools).toEqual([]);
  });

  it('tests a tool for real: the arguments and the stored header reach the endpoint', async () => {
    const tool = (await owner.post(`/api/projects/${projectId}/tools`, webhookTool())).json();
    peer.answer({ json: { status: 'shipped', eta: '2 days' } });
    const res = await owner.post(`/api/tools/${tool.id}/test`, { payload: { orderId: 'A-1001' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', error: null, output: { status: 200, body: { status: 'shipped', eta: '2 days' } } });
    expect(res.json().latency).toBeGreaterThanOrEqual(0);
    expect(peer.requests).toHaveLength(1);
    expect(peer.requests[0]).toMatchObject({ method: 'POST', url: '/orders' });
    expect(peer.requests[0].headers['x-api-key']).toBe('hub-secret-123');
    expect(JSON.parse(peer.requests[0].body)).toMatchObject({ tool: 'Order status', arguments: { orderId: 'A-1001' }, context: { test: true } });

    const invalid = (await owner.post(`/api/tools/${tool.id}/test`, { payload: { orderId: 'A' } })).json();
    expect(invalid).toMatchObject({ status: 'error', output: null });
    expect(invalid.error).toMatch(/Invalid arguments: \/orderId must NOT have fewer than 3 characters/);
    const missing = (await owner.post(`/api/tools/${tool.id}/test`, {})).json();
    expect(missing.error).toMatch(/orderId is required/);
    expect(peer.requests).toHaveLength(1);

    peer.answer({ status: 503, text: 'down for maintenance' });
    expect((await owner.post(`/api/tools/${tool.id}/test`, { payload: { orderId: 'A-1002' } })).json()).toMatchObject({ status: 'error', error: 'The tool "Order status" answered 503: down for maintenance' });
    await owner.delete(`/api/tools/${tool.id}`);
  });

  it('says plainly when the endpoint cannot be reached', async () => {
    const closed = await startHttpPeer();
    await closed.close();
    const tool = (await owner.post(`/api/projects/${projectId}/tools`, webhookTool({ endpoint: `${closed.url}/gone` }))).json();
    const res = (await owner.post(`/api/tools/${tool.id}/test`, { payload: { orderId: 'A-1003' } })).json();
    expect(res).toMatchObject({ status: 'error' });
    expect(res.error).toMatch(/refused the connection/);
    await owner.delete(`/api/tools/${tool.id}`);
  });

  it('keeps a masked header on edit and replaces a new one', async () => {
    const tool = (await owner.post(`/api/projects/${projectId}/tools`, webhookTool())).json();
    const kept = await owner.put(`/api/tools/${tool.id}`, webhookTool({ description: 'Edited', headers: { 'X-Api-Key': SECRET_MASK, 'X-Extra': 'two' } }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ description: 'Edited', headers: { 'X-Api-Key': SECRET_MASK, 'X-Extra': SECRET_MASK } });
    await owner.post(`/api/tools/${tool.id}/test`, { payload: { orderId: 'A-2000' } });
    expect(peer.requests.at(-1)?.headers).toMatchObject({ 'x-api-key': 'hub-secret-123', 'x-extra': 'two' });
    await owner.put(`/api/tools/${tool.id}`, webhookTool({ headers: { 'X-Api-Key': 'rotated-456' } }));
    await owner.post(`/api/tools/${tool.id}/test`, { payload: { orderId: 'A-2001' } });
    expect(peer.requests.at(-1)?.headers['x-api-key']).toBe('rotated-456');
    expect(peer.requests.at(-1)?.headers['x-extra']).toBeUndefined();
    await owner.delete(`/api/tools/${tool.id}`);
  });

  it('runs an api tool with a URL template and the other arguments as query parameters', async () => {
    const tool = (
      await owner.post(`/api/projects/${projectId}/tools`, {
        name: 'Stock',
        type: 'api',
        method: 'GET',
        endpoint: `${peer.url}/products/{sku}/stock`,
        schema: { type: 'object', properties: { sku: { type: 'string' }, store: { type: 'string' } }, required: ['sku'] },
      })
    ).json();
    await owner.post(`/api/tools/${tool.id}/test`, { payload: { sku: 'a b/1', store: 'north' } });
    expect(peer.requests.at(-1)).toMatchObject({ method: 'GET', url: '/products/a%20b%2F1/stock?store=north', body: '' });
    await owner.delete(`/api/tools/${tool.id}`);
  });
});

describe('built-in settings checked on save', () => {
  it("refuses an API call whose argument schema is invalid, naming the path, and leaves the agent as it was", async () => {
    const agent = (await owner.get(`/api/agents/${agentId}`)).json();
    const res = await owner.put(`/api/agents/${agentId}`, {
      ...agent,
      name: 'Should not stick',
      enabledTools: { ...agent.enabledTools, apiCall: true },
      toolConfigs: { apiCall: { method: 'GET', url: `${peer.url}/x`, headers: {}, parameters: { type: 'object', properties: { q: { type: 'nope' } } } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_SCHEMA' });
    expect(res.json().message).toMatch(/^toolConfigs\.apiCall\.parameters\.properties\.q\.type: /);
    expect((await owner.get(`/api/agents/${agentId}`)).json().name).toBe(agent.name);
  });
});

describe('duplicating an agent', () => {
  it("keeps the original's secrets where the copy sends their masks, and only for the owner", async () => {
    const { agent: original } = await createAgent(owner, {
      name: 'Hooked',
      enabledTools: { webhook: true },
      toolConfigs: { webhook: { endpoint: `${peer.url}/dup`, headers: { 'X-Api-Key': 'dup-secret' } } },
    });
    const shown = (await owner.get(`/api/agents/${original.id}`)).json();
    expect(shown.toolConfigs.webhook.headers).toEqual({ 'X-Api-Key': SECRET_MASK });
    const { id: _id, ...copy } = shown;
    const created = await owner.post(`/api/projects/${projectId}/agents`, { ...copy, name: 'Hooked (Copy)', secretsFrom: original.id });
    expect(created.statusCode).toBe(201);
    llm.script({ kind: 'tool', name: 'webhook', args: { event: 'dup' } }, { kind: 'reply', text: 'Sent.' });
    await owner.post(`/api/agents/${created.json().id}/test`, { input: 'send it' });
    expect(peer.requests.at(-1)?.headers['x-api-key']).toBe('dup-secret');

    const theirProject = (await stranger.get('/api/projects')).json()[0].id;
    const stolen = await stranger.post(`/api/projects/${theirProject}/agents`, { ...copy, name: 'Stolen', secretsFrom: original.id });
    expect(stolen.statusCode).toBe(404);
  });
});

describe('project tools in conversations', () => {
  it('attaches a tool in step 4, offers it to the model, runs it, and freezes it in a published version', async () => {
    const tool = (await owner.post(`/api/projects/${projectId}/tools`, webhookTool())).json();
    const agent = (await owner.get(`/api/agents/${agentId}`)).json();
    const put = await owner.put(`/api/agents/${agentId}`, { ...agent, attachedTools: [{ toolId: tool.id, enabled: true }] });
    expect(put.statusCode).toBe(200);
    expect(put.json().attachedTools).toEqual([{ toolId: tool.id, enabled: true }]);
    expect((await owner.get(`/api/projects/${projectId}/tools`)).json().projectTools[0].agentCount).toBe(1);

    peer.answer({ json: { status: 'shipped' } });
    llm.script({ kind: 'tool', name: 'order_status', args: { orderId: 'B-77' } }, { kind: 'reply', text: 'Your order B-77 has shipped.' });
    const run = (await owner.post(`/api/agents/${agentId}/test`, { input: 'Where is order B-77?' })).json();
    expect(run.output).toBe('Your order B-77 has shipped.');
    const offered = llm.requests[0].body.tools as { function: { name: string; description: string; parameters: unknown } }[];
    expect(offered.map((o) => o.function.name)).toEqual(['order_status', 'end_conversation']);
    expect(offered[0].function).toMatchObject({ description: 'Looks up the status of an order', parameters: orderSchema });
    const step = run.steps.find((s: { type: string }) => s.type === 'tool');
    expect(step).toMatchObject({ name: 'order_status', status: 'success', input: { orderId: 'B-77' }, output: { status: 200, body: { status: 'shipped' } } });
    expect(JSON.parse(peer.requests[0].body)).toMatchObject({ arguments: { orderId: 'B-77' }, context: { agentId, channel: 'test' } });
    const toolMessage = (llm.requests[1].body.messages as { role: string; content: string }[]).find((m) => m.role === 'tool');
    expect(JSON.parse(toolMessage?.content ?? '')).toEqual({ status: 200, body: { status: 'shipped' } });

    const version = (await owner.post(`/api/agents/${agentId}/publish`, {})).json();
    expect(version.snapshot.projectTools).toEqual([{ id: tool.id, name: 'Order status', type: 'webhook' }]);
    expect(JSON.stringify(version)).not.toContain('hub-secret-123');
    // editing the tool afterwards does not change what the version does
    await owner.put(`/api/tools/${tool.id}`, webhookTool({ endpoint: `${peer.url}/changed` }));
    peer.requests.length = 0;
    llm.script({ kind: 'tool', name: 'order_status', args: { orderId: 'C-1' } }, { kind: 'reply', text: 'Done.' });
    const chat = await owner.post(`/api/agent-versions/${version.id}/chat`, { message: 'Order C-1?', sessionId: 'session-frozen-tools', userData: { name: 'Ana', email: 'ana@example.com', source: 'pricing page' } });
    expect(chat.statusCode).toBe(200);
    expect(peer.requests.map((r) => r.url)).toEqual(['/orders']);
    expect(JSON.parse(peer.requests[0].body).context).toMatchObject({ channel: 'chat', sessionId: 'session-frozen-tools', visitor: { name: 'Ana', email: 'ana@example.com', source: 'pricing page' } });
    expect(peer.requests[0].headers['x-api-key']).toBe('hub-secret-123');
  });

  it('gives the model an error result for arguments that fail the schema and sends nothing', async () => {
    llm.script({ kind: 'tool', name: 'order_status', args: { orderId: 7 } }, { kind: 'reply', text: 'Sorry.' });
    const run = (await owner.post(`/api/agents/${agentId}/test`, { input: 'Order 7?' })).json();
    expect(run.status).toBe('completed');
    expect(run.steps.find((s: { type: string }) => s.type === 'tool')).toMatchObject({ status: 'error', error: 'Invalid arguments: /orderId must be string' });
    expect(peer.requests).toHaveLength(0);
  });

  it('offers no tools when the Testing Console turns tools off', async () => {
    llm.script({ kind: 'reply', text: 'ok' });
    await owner.post(`/api/agents/${agentId}/test`, { input: 'hi', overrides: { enableTools: false } });
    expect(llm.requests[0].body.tools).toBeUndefined();
  });
});

describe('another user', () => {
  it("cannot read, edit, test, attach or delete another project's tools", async () => {
    const tool = (await owner.post(`/api/projects/${projectId}/tools`, webhookTool({ name: 'Private' }))).json();
    expect((await stranger.get(`/api/projects/${projectId}/tools`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/projects/${projectId}/tools`, webhookTool())).statusCode).toBe(404);
    expect((await stranger.get(`/api/tools/${tool.id}`)).statusCode).toBe(404);
    expect((await stranger.put(`/api/tools/${tool.id}`, webhookTool())).statusCode).toBe(404);
    expect((await stranger.post(`/api/tools/${tool.id}/test`, { payload: { orderId: 'X-123' } })).statusCode).toBe(404);
    expect((await stranger.delete(`/api/tools/${tool.id}`)).statusCode).toBe(404);

    const { agent: theirs } = await createAgent(stranger, { name: 'Theirs' });
    const full = (await stranger.get(`/api/agents/${theirs.id}`)).json();
    const attach = await stranger.put(`/api/agents/${theirs.id}`, { ...full, name: 'Renamed', attachedTools: [{ toolId: tool.id, enabled: true }] });
    expect(attach.statusCode).toBe(404);
    const after = (await stranger.get(`/api/agents/${theirs.id}`)).json();
    expect(after).toMatchObject({ name: 'Theirs', attachedTools: [] });
    const projectOfStranger = (await stranger.get('/api/projects')).json()[0].id;
    const created = await stranger.post(`/api/projects/${projectOfStranger}/agents`, { ...full, name: 'New', attachedTools: [{ toolId: tool.id, enabled: true }] });
    expect(created.statusCode).toBe(404);
    expect((await stranger.get(`/api/projects/${projectOfStranger}/agents`)).json().map((a: { name: string }) => a.name)).toEqual(['Theirs']);
    expect(peer.requests).toHaveLength(0);
    expect((await owner.delete(`/api/tools/${tool.id}`)).statusCode).toBe(204);
  });
});
