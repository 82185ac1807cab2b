import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentRuns } from '../../src/server/db/schema';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { graphPayload, signGraphPayload, startFakeGraph, type FakeGraph } from '../fixtures/fake-graph';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';

const VERIFY_TOKEN = 'verify-me-please-42';
let t: TestApp;
let llm: FakeLlm;
let graph: FakeGraph;
let owner: SessionClient;
let agentId: string;
let idCounter = 0;

const spanishAgent = { ...sampleAgent, defaultLanguage: 'es', websiteUrls: [], enabledTools: {}, toolConfigs: {} };

function post(body: string, signature = signGraphPayload(graph.appSecret, body)) {
  return t.app.inject({ method: 'POST', url: '/webhook/whatsapp', payload: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } });
}

const textMessage = (from: string, text: string, id = `wamid.${++idCounter}`) => graphPayload(graph.phoneNumberId, { messages: [{ from, id, timestamp: '1700000000', type: 'text', text: { body: text } }] });

beforeAll(async () => {
  llm = await startFakeLlm();
  graph = await startFakeGraph();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '3000', WHATSAPP_GRAPH_URL: graph.url }, { worker: true });
  owner = (await signUp(t.app)).client;
  const created = await createAgent(owner, spanishAgent);
  agentId = created.agent.id;
  await useFakeModel(owner, created.projectId, llm.baseUrl);
  expect((await owner.post(`/api/agents/${agentId}/publish`)).statusCode).toBe(201);
  const saved = await owner.put(`/api/agents/${agentId}/channels/whatsapp`, { phoneNumberId: graph.phoneNumberId, accessToken: graph.accessToken, appSecret: graph.appSecret, verifyToken: VERIFY_TOKEN });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await llm.close();
  await graph.close();
});
beforeEach(() => {
  graph.sent.length = 0;
  expect(graph.refused).toEqual([]);
});

describe('WhatsApp Cloud API', () => {
  it('answers the subscription handshake only with the right verify token', async () => {
    const ok = await t.app.inject({ method: 'GET', url: `/webhook/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({ method: 'GET', url: '/webhook/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain('1158201444');
    expect((await t.app.inject({ method: 'GET', url: '/webhook/whatsapp' })).statusCode).toBe(403);
  });

  it('answers a text message through the messages endpoint, once per message id', async () => {
    llm.script({ kind: 'reply', text: '## Horario\nAbrimos a las **nueve**.' });
    const body = textMessage('34600111222', '¿Cuándo abrís?');
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    await until(() => graph.sent.length === 1, 'the reply');
    expect(graph.sent[0]).toEqual({ phoneNumberId: graph.phoneNumberId, to: '34600111222', body: '*Horario*\nAbrimos a las *nueve*.' });
    // Meta retries deliveries: the same id is acknowledged and not answered again
    expect((await post(body)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(graph.sent).toHaveLength(1);
    const runs = await t.deps.db.select().from(agentRuns).where(eq(agentRuns.sessionId, 'whatsapp:34600111222'));
    expect(runs.map((r) => r.channel)).toEqual(['whatsapp']);
  });

  it('acknowledges status callbacks without answering, and replies politely in the agent language to other message types', async () => {
    const statuses = graphPayload(graph.phoneNumberId, { statuses: [{ id: 'wamid.x', status: 'delivered', timestamp: '1700000001', recipient_id: '34600111222' }] });
    expect((await post(statuses)).statusCode).toBe(200);
    const image = graphPayload(graph.phoneNumberId, { messages: [{ from: '34600222333', id: `wamid.img${++idCounter}`, timestamp: '1700000002', type: 'image', image: { id: 'media-1', mime_type: 'image/jpeg' } }] });
    expect((await post(image)).statusCode).toBe(200);
    await until(() => graph.sent.length === 1, 'the polite reply');
    expect(graph.sent[0]).toEqual({ phoneNumberId: graph.phoneNumberId, to: '34600222333', body: 'Lo siento, solo puedo leer mensajes de texto. Por favor, escribe tu pregunta.' });
    await new Promise((r) => setTimeout(r, 300));
    expect(graph.sent).toHaveLength(1);
  });

  it('refuses a wrong signature, an unknown phone number id and malformed payloads without answering', async () => {
    const body = textMessage('34600444555', 'hola');
    expect((await post(body, signGraphPayload('not-the-secret', body))).statusCode).toBe(403);
    expect((await post(body, '')).statusCode).toBe(403);
    const unknown = graphPayload('999999999', { messages: [{ from: '34600444555', id: 'wamid.u', timestamp: '1', type: 'text', text: { body: 'hola' } }] });
    expect((await post(unknown)).statusCode).toBe(403);
    const notJson = await post('{not json');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('body: not valid JSON');
    const wrongObject = await post(JSON.stringify({ object: 'page', entry: [] }));
    expect(wrongObject.statusCode).toBe(400);
    expect(wrongObject.json().message).toMatch(/^object: /);
    const noId = await post(JSON.stringify({ object: 'whatsapp_business_account', entry: [{ changes: [{ value: { metadata: {} } }] }] }));
    expect(noId.json().message).toMatch(/^entry\.0\.changes\.0\.value\.metadata\.phone_number_id: /);
    await new Promise((r) => setTimeout(r, 300));
    expect(graph.sent).toHaveLength(0);
    expect(await t.deps.db.select().from(agentRuns).where(eq(agentRuns.sessionId, 'whatsapp:34600444555'))).toHaveLength(0);
  });
});
