import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stringify as toYaml } from 'yaml';
import { SECRET_MASK } from '../../src/common/tool-configs';
import { tools as toolsTable } from '../../src/server/db/tool-tables';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { startHttpPeer, type HttpPeer } from '../fixtures/http-peer';
import { shopOpenApi } from '../fixtures/openapi-documents';
import { createAgent, useFakeModel } from '../support/agents';
import { joinProject } from '../support/members';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 19, acceptance 3: OpenAPI documents become api tools, called against a real local HTTP server.

let t: TestApp;
let llm: FakeLlm;
let peer: HttpPeer;
let owner: SessionClient;
let projectId: string;
let document: string;

beforeAll(async () => {
  llm = await startFakeLlm();
  peer = await startHttpPeer();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true', MODEL_TIMEOUT_MS: '5000' });
  owner = (await signUp(t.app)).client;
  projectId = (await createAgent(owner, { name: 'Warm-up' })).projectId;
  await useFakeModel(owner, projectId, llm.baseUrl);
  document = JSON.stringify(shopOpenApi(`${peer.url}/v1`));
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

const preview = (body: Record<string, unknown>, client = owner) => client.post(`/api/projects/${projectId}/tools/openapi/preview`, body);
const importOps = (body: Record<string, unknown>, client = owner) => client.post(`/api/projects/${projectId}/tools/openapi/import`, body);

describe('previewing a document', () => {
  it('lists the operations with their tool names, auth and problems, from JSON or YAML', async () => {
    for (const text of [document, toYaml(JSON.parse(document))]) {
      const res = await preview({ document: text });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ title: 'Shop API', version: '1.2.0', servers: [`${peer.url}/v1`] });
      expect(body.operations).toEqual([
        { id: 'GET /orders/{order-id}', method: 'GET', path: '/orders/{order-id}', summary: 'Get an order', name: 'get_order', auth: ['shopKey'], problem: null },
        { id: 'POST /orders/{order-id}/notes', method: 'POST', path: '/orders/{order-id}/notes', summary: 'Add a note to an order', name: 'add_order_note', auth: ['bearer'], problem: null },
        { id: 'GET /search', method: 'GET', path: '/search', summary: 'Search products', name: 'search_products', auth: ['queryKey'], problem: null },
        { id: 'PUT /upload', method: 'PUT', path: '/upload', summary: 'Upload an image', name: 'upload_image', auth: ['shopKey'], problem: 'its request body is not JSON' },
      ]);
      expect(body.authSchemes.map((s: { id: string; kind: string; in: string; paramName: string }) => [s.id, s.kind, s.in, s.paramName])).toEqual([
        ['shopKey', 'apiKey', 'header', 'X-Shop-Key'],
        ['bearer', 'bearer', 'header', 'Authorization'],
        ['queryKey', 'apiKey', 'query', 'api_key'],
      ]);
    }
  });

  it('fetches a document from its URL through the SSRF guard', async () => {
    peer.answer({ text: toYaml(JSON.parse(document)) });
    const res = await preview({ url: `${peer.url}/openapi.yaml` });
    expect(res.statusCode).toBe(200);
    expect(res.json().operations).toHaveLength(4);
    expect(peer.requests[0]).toMatchObject({ method: 'GET', url: '/openapi.yaml' });
  });

  it('answers 400 naming the problem of an invalid document', async () => {
    const doc = JSON.parse(document);
    const cases: [unknown, string][] = [
      [{ openapi: '3.0.0', info: { title: 'x', version: '1' } }, 'paths is missing'],
      [{ swagger: '2.0', info: {}, paths: {} }, 'openapi version 2.0 (Swagger) is not supported'],
      [{ openapi: '4.0.0', info: {}, paths: {} }, 'openapi version 4.0.0 is not supported'],
      [{ info: {}, paths: {} }, 'openapi is missing'],
      [{ ...doc, paths: { '/x': { get: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Y' } } } } } } } }, 'operation GET /x: $ref #/components/schemas/Y not found'],
      [{ ...doc, paths: { '/x': { get: { parameters: [{ $ref: 'other.yaml#/P' }] } } } }, 'operation GET /x: parameters[0]: $ref other.yaml#/P is not supported'],
    ];
    for (const [bad, message] of cases) {
      const res = await preview({ document: JSON.stringify(bad) });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_OPENAPI_DOCUMENT' });
      expect(res.json().message).toContain(message);
    }
    const garbage = await preview({ document: 'openapi: [unclosed' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toMatch(/^The document is neither JSON nor valid YAML/);
    const neither = await preview({});
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toContain('Paste a document or give its URL');
    const metadata = await preview({ url: 'http://169.254.169.254/openapi.json' });
    expect(metadata.statusCode).toBe(400);
    expect(metadata.json()).toMatchObject({ code: 'URL_NOT_ALLOWED', message: expect.stringMatching(/^url: /) });
    peer.answer({ status: 404, text: 'nope' });
    const missing = await preview({ url: `${peer.url}/missing.json` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(`url: ${new URL(peer.url).host} answered HTTP 404`);
  });
});

describe('importing operations', () => {
  it('stores each picked operation as an api tool with secrets encrypted, and an agent calls it', async () => {
    const secrets = { shopKey: 'shop-key-123', bearer: 'bearer-token-456', queryKey: 'query-key-789' };
    const res = await importOps({ document, serverUrl: `${peer.url}/v1`, operations: ['GET /orders/{order-id}', 'POST /orders/{order-id}/notes', 'GET /search'], secrets });
    expect(res.statusCode).toBe(201);
    const tools = res.json().tools as { id: string; name: string; endpoint: string; method: string; headers: Record<string, string>; schema: Record<string, unknown>; description: string }[];
    expect(tools.map((x) => [x.name, x.method, x.endpoint])).toEqual([
      ['get_order', 'GET', `${peer.url}/v1/orders/{order_id}`],
      ['add_order_note', 'POST', `${peer.url}/v1/orders/{order_id}/notes`],
      ['search_products', 'GET', `${peer.url}/v1/search`],
    ]);
    expect(tools[0].description).toBe('Get an order\n\nReturns the status of one order.');
    expect(tools[0].headers).toEqual({ 'X-Shop-Key': SECRET_MASK });
    expect(tools[1].schema).toEqual({
      type: 'object',
      properties: {
        order_id: { type: 'string', description: 'The order number' },
        notify: { type: 'boolean' },
        text: { type: 'string', maxLength: 500 },
        author: { type: ['object', 'null'], properties: { name: { type: 'string' } } },
      },
      required: ['order_id', 'notify', 'text'],
    });
    const listed = JSON.stringify((await owner.get(`/api/projects/${projectId}/tools`)).json());
    for (const secret of Object.values(secrets)) expect(listed).not.toContain(secret);
    const stored = JSON.stringify(await t.deps.db.select({ authConfig: toolsTable.authConfig }).from(toolsTable));
    for (const secret of Object.values(secrets)) expect(stored).not.toContain(secret);

    const { agent } = await createAgent(owner, { name: 'Shop Bot', attachedTools: tools.map((x) => ({ toolId: x.id, enabled: true })) });
    llm.script(
      { kind: 'tool', name: 'get_order', args: { order_id: 'A/1', expand: 'items' } },
      { kind: 'tool', name: 'add_order_note', args: { order_id: 'A/1', notify: true, text: 'Gift wrap' } },
      { kind: 'tool', name: 'search_products', args: { q: 'red mug' } },
      { kind: 'reply', text: 'Done.' },
    );
    const run = await owner.post(`/api/agents/${agent.id}/test`, { input: 'Check order A/1' });
    expect(run.json()).toMatchObject({ output: 'Done.', status: 'completed' });
    expect(peer.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['GET', '/v1/orders/A%2F1?expand=items', ''],
      ['POST', '/v1/orders/A%2F1/notes?notify=true', JSON.stringify({ text: 'Gift wrap' })],
      ['GET', '/v1/search?q=red+mug&api_key=query-key-789', ''],
    ]);
    expect(peer.requests[0].headers['x-shop-key']).toBe('shop-key-123');
    expect(peer.requests[1].headers.authorization).toBe('Bearer bearer-token-456');
  });

  it('refuses, with a 400 naming the problem, and stores nothing', async () => {
    const before = (await owner.get(`/api/projects/${projectId}/tools`)).json().projectTools.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ operations: ['GET /nowhere'] }, 'operations: GET /nowhere is not an operation of the document'],
      [{ operations: ['PUT /upload'] }, 'operations: PUT /upload cannot be imported: its request body is not JSON'],
      [{ operations: ['GET /search', 'GET /orders/{order-id}'], secrets: { queryKey: 'k' } }, 'secrets.shopKey: operation GET /orders/{order-id} needs the API key of "shopKey"'],
      [{ operations: [] }, 'Pick at least one operation'],
      [{ serverUrl: 'http://169.254.169.254/latest' }, 'serverUrl:'],
    ];
    for (const [override, message] of cases) {
      const res = await importOps({ document, serverUrl: `${peer.url}/v1`, operations: ['GET /search'], secrets: { queryKey: 'k', shopKey: 's' }, ...override });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await owner.get(`/api/projects/${projectId}/tools`)).json().projectTools).toHaveLength(before);
  });

  it("keeps another project's users and read-only members out", async () => {
    const stranger = (await signUp(t.app)).client;
    expect((await preview({ document }, stranger)).statusCode).toBe(404);
    expect((await importOps({ document, serverUrl: peer.url, operations: ['GET /search'], secrets: { queryKey: 'k' } }, stranger)).statusCode).toBe(404);
    const viewer = await joinProject(t.app, owner, projectId, 'viewer');
    expect((await preview({ document }, viewer)).statusCode).toBe(403);
    const editor = await joinProject(t.app, owner, projectId, 'editor');
    expect((await preview({ document }, editor)).statusCode).toBe(200);

    const imported = (await importOps({ document, serverUrl: peer.url, operations: ['GET /search'], secrets: { queryKey: 'k' } })).json().tools[0];
    expect((await stranger.get(`/api/tools/${imported.id}`)).statusCode).toBe(404);
    const { agent } = await createAgent(stranger, { name: 'Thief' });
    const full = (await stranger.get(`/api/agents/${agent.id}`)).json();
    expect((await stranger.put(`/api/agents/${agent.id}`, { ...full, attachedTools: [{ toolId: imported.id, enabled: true }] })).statusCode).toBe(404);
  });
});
