import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rateLimits } from '../../src/server/db/instance-tables';
import { agentRuns, agentVersions, conversations } from '../../src/server/db/schema';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { SessionClient, signUp } from '../support/session-client';
import { createAgent, useFakeModel } from '../support/agents';

let t: TestApp;
let llm: FakeLlm;
let owner: SessionClient;
let projectId: string;

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '1500' });
  owner = (await signUp(t.app)).client; // the admin: premium analytics
  projectId = (await createAgent(owner)).projectId;
});
afterAll(async () => {
  await t.close();
  await llm.close();
});
beforeEach(() => {
  llm.requests.length = 0;
  llm.fallback = null;
});

async function publish(client: SessionClient, overrides: Record<string, unknown> = {}): Promise<string> {
  const { agent } = await createAgent(client, overrides);
  const res = await client.post(`/api/agents/${agent.id}/publish`);
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const getOpener = (versionId: string, ip = '10.9.0.1') => t.app.inject({ method: 'GET', url: `/api/agent-versions/${versionId}/opener`, remoteAddress: ip });

async function countsFor(versionId: string) {
  const convs = await t.deps.db.select().from(conversations).where(eq(conversations.agentVersionId, versionId));
  const runs = await t.deps.db.select().from(agentRuns).where(eq(agentRuns.agentVersionId, versionId));
  return { conversations: convs.length, runs: runs.length };
}

describe('the demo opener with a configured model', () => {
  it('is written by one model call per version and reused by every page view, which count nowhere', async () => {
    const ownerModel = (await signUp(t.app)).client;
    const { projectId: modelProject } = await createAgent(ownerModel, { name: 'Throwaway' });
    await useFakeModel(ownerModel, modelProject, llm.baseUrl);
    const versionId = await publish(ownerModel, { name: 'Shop Helper', systemPrompt: 'You are Shop Helper, an assistant for an online shop.' });
    llm.requests.length = 0;
    llm.script({ kind: 'reply', text: "Hi! I'm Shop Helper. I can help you with orders, returns and delivery times." });

    // concurrent first views share the one call, later views read the stored opener
    const first = await Promise.all([getOpener(versionId), getOpener(versionId), getOpener(versionId)]);
    for (let i = 0; i < 5; i++) first.push(await getOpener(versionId));
    for (const res of first) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ language: 'en', text: "Hi! I'm Shop Helper. I can help you with orders, returns and delivery times." });
    }
    expect(llm.requests).toHaveLength(1);
    const sent = JSON.stringify(llm.requests[0].body.messages);
    expect(sent).toContain('You are Shop Helper');
    expect(sent).toContain('Write in English');

    expect(await countsFor(versionId)).toEqual({ conversations: 0, runs: 0 });
    const summary = (await ownerModel.get(`/api/projects/${modelProject}/analytics`)).json();
    expect(summary).toMatchObject({ totalConversations: 0, totalRuns: 0, totalCost: '0.000000', monthCost: '0.000000' });
  });

  it('asks the model for a Spanish introduction for a Spanish agent', async () => {
    await useFakeModel(owner, projectId, llm.baseUrl);
    const versionId = await publish(owner, { name: 'Asistente Lola', defaultLanguage: 'es', systemPrompt: 'Eres Lola, la asistente de una tienda.' });
    llm.script({ kind: 'reply', text: '¡Hola! Soy Asistente Lola y te ayudo con tus pedidos.' });
    const res = await getOpener(versionId);
    expect(res.json()).toEqual({ language: 'es', text: '¡Hola! Soy Asistente Lola y te ayudo con tus pedidos.' });
    expect(JSON.stringify(llm.requests[0].body.messages)).toContain('Write in Spanish');
  });

  it('falls back to the template when the model fails, without a call per page view', async () => {
    const versionId = await publish(owner, { name: 'Flaky Bot' });
    llm.fallback = { kind: 'status', status: 500 };
    for (let i = 0; i < 3; i++) {
      const res = await getOpener(versionId);
      expect(res.statusCode).toBe(200);
      expect(res.json().text).toContain('Flaky Bot');
    }
    expect(llm.requests).toHaveLength(1);
  });

  it('is part of the history the model gets with the visitor’s first message', async () => {
    const versionId = await publish(owner, { name: 'History Bot' });
    llm.script({ kind: 'reply', text: "Hello! I'm History Bot." }, { kind: 'reply', text: 'Sure.' });
    const opener = (await getOpener(versionId)).json();
    expect(await countsFor(versionId)).toEqual({ conversations: 0, runs: 0 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/agent-versions/${versionId}/chat`,
      payload: { message: 'Can you help?', sessionId: 'demo-history-1', channel: 'demo', messages: [{ role: 'assistant', content: opener.text }] },
      remoteAddress: '10.9.0.2',
    });
    expect(res.statusCode).toBe(200);
    const sent = (llm.requests[1].body.messages as { role: string; content: string }[]).filter((m) => m.role !== 'system');
    expect(sent.map((m) => [m.role, m.content])).toEqual([
      ['assistant', "Hello! I'm History Bot."],
      ['user', 'Can you help?'],
    ]);
    expect(await countsFor(versionId)).toEqual({ conversations: 1, runs: 1 });
  });
});

describe('the demo opener with the offline model', () => {
  let offline: SessionClient;
  beforeAll(async () => {
    offline = (await signUp(t.app)).client;
  });

  it('introduces the agent by name and description, never "could not find", and is stored once', async () => {
    const versionId = await publish(offline, { name: 'Garden Guide', description: 'Answers questions about plants and watering.', systemPrompt: 'You are Garden Guide, a friendly gardening assistant.' });
    const texts = new Set<string>();
    for (let i = 0; i < 4; i++) texts.add((await getOpener(versionId)).json().text as string);
    expect([...texts]).toEqual(["Hello! I'm Garden Guide, a friendly gardening assistant. Here is what I can help you with: Answers questions about plants and watering. How can I help you today?"]);
    expect([...texts][0]).not.toMatch(/couldn.t find|could not find/i);
    const [row] = await t.deps.db.select({ opener: agentVersions.opener }).from(agentVersions).where(eq(agentVersions.id, versionId));
    expect(row.opener).toMatchObject({ language: 'en', source: 'template' });
    expect(await countsFor(versionId)).toEqual({ conversations: 0, runs: 0 });
    expect(llm.requests).toHaveLength(0);
  });

  it('speaks Spanish for a Spanish agent', async () => {
    const versionId = await publish(offline, { name: 'Lola', defaultLanguage: 'es', description: 'Resuelve dudas sobre pedidos.', systemPrompt: 'Eres la asistente de una tienda online.' });
    const res = await getOpener(versionId);
    expect(res.json()).toEqual({ language: 'es', text: '¡Hola! Soy Lola, la asistente de una tienda online. En esto puedo ayudarte: Resuelve dudas sobre pedidos. ¿En qué puedo ayudarte hoy?' });
    expect(res.json().text).not.toMatch(/No encuentro/);
  });

  it('counts against no rate limit: the visitor can still write after many page views', async () => {
    const limited = (await signUp(t.app)).client;
    expect((await limited.put('/api/settings', { rateLimiting: true, chatLimits: { perIpPerMinute: 2 } })).statusCode).toBe(200);
    const versionId = await publish(limited, { name: 'Limited Bot' });
    const before = (await t.deps.db.select().from(rateLimits)).length;
    for (let i = 0; i < 6; i++) expect((await getOpener(versionId, '10.9.9.9')).statusCode).toBe(200);
    expect((await t.deps.db.select().from(rateLimits)).length).toBe(before);
    const chat = await t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: { message: 'hello', sessionId: 'demo-limit-1', channel: 'demo' }, remoteAddress: '10.9.9.9' });
    expect(chat.statusCode).toBe(200);
    // the limits are on: the visitor's own message is counted
    expect((await t.deps.db.select().from(rateLimits)).length).toBeGreaterThan(before);
  });

  it('answers 404 for hidden, unknown and malformed versions', async () => {
    const hider = (await signUp(t.app)).client;
    const versionId = await publish(hider, { name: 'Hidden Bot' });
    expect((await hider.patch(`/api/agent-versions/${versionId}/visibility`, { isPublic: false })).statusCode).toBe(200);
    for (const id of [versionId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await getOpener(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Agent not found', code: 'NOT_FOUND' });
    }
    const [row] = await t.deps.db.select({ opener: agentVersions.opener }).from(agentVersions).where(eq(agentVersions.id, versionId));
    expect(row.opener).toBeNull();
  });
});
