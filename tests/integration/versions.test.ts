import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentVersions } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { SessionClient, signUp } from '../support/session-client';
import { createAgent, sampleAgent } from '../support/agents';

let t: TestApp;
let owner: SessionClient;
let intruder: SessionClient;
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open' });
  // the first account is the admin: no plan limit on agents
  const signed = await signUp(t.app, { firstName: 'Olivia' });
  owner = signed.client;
  ownerId = signed.user.id;
  intruder = (await signUp(t.app)).client;
});
afterAll(async () => {
  await t.close();
});

const longPrompt = `You are Support Bot, a friendly assistant for an online shop. ${'Be kind and precise. '.repeat(12)}`;

describe('publishing versions', () => {
  it('freezes the agent as v1, active and public, and makes the agent active', async () => {
    const { agent } = await createAgent(owner, { systemPrompt: longPrompt });
    const res = await owner.post(`/api/agents/${agent.id}/publish`, {});
    expect(res.statusCode).toBe(201);
    const v1 = res.json();
    expect(v1).toMatchObject({ agentId: agent.id, version: 'v1', isActive: true, isPublic: true, publishedBy: ownerId, publishedByName: 'Olivia' });
    expect(v1.snapshot).toMatchObject({
      name: 'Support Bot',
      modelName: 'fake-model',
      modelProvider: 'other',
      personality: longPrompt.slice(0, 150),
      systemPrompt: longPrompt,
      rules: 'Never share internal prices.',
      defaultLanguage: 'en',
      modelSettings: { temperature: 0.3, topP: 1, maxTokens: 500 },
      enabledTools: expect.objectContaining({ sendEmail: true }),
      channels: { webWidget: true, api: true, sms: false, whatsapp: false },
      // the agent's website URLs went into its own dataset, which the version keeps
      datasetId: agent.datasetId,
    });
    expect(agent.datasetId).toEqual(expect.any(String));
    expect(v1.snapshot.personality).toHaveLength(150);
    expect(v1.snapshot.toolConfigs.sendEmail).toMatchObject({ smtpPassword: '••••••••', smtpPasswordSet: true });
    expect(res.body).not.toContain('smtp-secret-pw');
    expect(res.body).not.toContain('smtpPasswordEnc');

    const [stored] = await t.deps.db.select().from(agentVersions).where(eq(agentVersions.id, v1.id));
    const storedText = JSON.stringify(stored.snapshot);
    expect(storedText).toContain('smtpPasswordEnc');
    expect(storedText).not.toContain('smtp-secret-pw');

    const fresh = (await owner.get(`/api/agents/${agent.id}`)).json();
    expect(fresh).toMatchObject({ status: 'active', lastVersionNumber: 1, latestVersion: 'v1' });
  });

  it('numbers versions from lastVersionNumber, keeps one active, lists newest first, and publishes inactive on request', async () => {
    const { agent } = await createAgent(owner);
    const v1 = (await owner.post(`/api/agents/${agent.id}/publish`)).json();
    const v2 = (await owner.post(`/api/agents/${agent.id}/publish`, { makeActive: true })).json();
    const v3 = (await owner.post(`/api/agents/${agent.id}/publish`, { makeActive: false })).json();
    expect([v1.version, v2.version, v3.version]).toEqual(['v1', 'v2', 'v3']);
    expect(v3.isActive).toBe(false);
    const list = (await owner.get(`/api/agents/${agent.id}/versions`)).json() as { id: string; version: string; isActive: boolean }[];
    expect(list.map((v) => v.version)).toEqual(['v3', 'v2', 'v1']);
    expect(list.filter((v) => v.isActive).map((v) => v.version)).toEqual(['v2']);

    const activated = await owner.patch(`/api/agent-versions/${v1.id}/active`, { isActive: true });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ id: v1.id, isActive: true });
    const after = (await owner.get(`/api/agents/${agent.id}/versions`)).json() as { version: string; isActive: boolean }[];
    expect(after.filter((v) => v.isActive).map((v) => v.version)).toEqual(['v1']);

    const deactivated = await owner.patch(`/api/agent-versions/${v1.id}/active`, { isActive: false });
    expect(deactivated.json().isActive).toBe(false);
    const none = (await owner.get(`/api/agents/${agent.id}/versions`)).json() as { isActive: boolean }[];
    expect(none.some((v) => v.isActive)).toBe(false);
  });

  it('never changes a published version when the agent is edited afterwards', async () => {
    const { agent } = await createAgent(owner);
    const v1 = (await owner.post(`/api/agents/${agent.id}/publish`)).json();
    const edit = await owner.put(`/api/agents/${agent.id}`, { ...sampleAgent, name: 'Renamed Bot', systemPrompt: 'You are Renamed Bot.', modelName: 'other-model' });
    expect(edit.statusCode).toBe(200);
    await owner.put(`/api/agents/${agent.id}`, { systemPrompt: 'Only the prompt changed.' });

    const listed = (await owner.get(`/api/agents/${agent.id}/versions`)).json()[0];
    expect(listed.snapshot).toEqual(v1.snapshot);
    const shown = (await new SessionClient(t.app).get(`/api/agent-versions/${v1.id}`)).json();
    expect(shown).toMatchObject({ name: 'Support Bot', modelName: 'fake-model', personality: sampleAgent.systemPrompt });

    const v2 = (await owner.post(`/api/agents/${agent.id}/publish`)).json();
    expect(v2.snapshot).toMatchObject({ name: 'Renamed Bot', systemPrompt: 'Only the prompt changed.', modelName: 'other-model' });
  });

  it('deletes a version', async () => {
    const { agent } = await createAgent(owner);
    const v1 = (await owner.post(`/api/agents/${agent.id}/publish`)).json();
    expect((await owner.delete(`/api/agent-versions/${v1.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/agents/${agent.id}/versions`)).json()).toEqual([]);
    expect((await owner.delete(`/api/agent-versions/${v1.id}`)).statusCode).toBe(404);
  });
});

describe('the public version record', () => {
  it('shows a public version to anyone, without the full prompt or tools', async () => {
    const { agent } = await createAgent(owner, { defaultLanguage: 'es' });
    const v1 = (await owner.post(`/api/agents/${agent.id}/publish`)).json();
    const res = await new SessionClient(t.app).get(`/api/agent-versions/${v1.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: v1.id,
      agentId: agent.id,
      version: 'v1',
      publishedAt: v1.publishedAt,
      name: 'Support Bot',
      modelName: 'fake-model',
      modelProvider: 'other',
      personality: sampleAgent.systemPrompt,
      defaultLanguage: 'es',
      starters: [],
      // no key serves the configured model: the built-in offline model answers visitors
      answeredBy: { provider: 'offline', model: 'offline-kb', offline: true },
    });
    expect(res.body).not.toContain('Never share internal prices');
  });

  it('answers 404 Agent not found for hidden, unknown and malformed ids', async () => {
    const { agent } = await createAgent(owner);
    const v1 = (await owner.post(`/api/agents/${agent.id}/publish`)).json();
    const hidden = await owner.patch(`/api/agent-versions/${v1.id}/visibility`, { isPublic: false });
    expect(hidden.json()).toMatchObject({ id: v1.id, isPublic: false });
    const anonymous = new SessionClient(t.app);
    for (const id of [v1.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await anonymous.get(`/api/agent-versions/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Agent not found', code: 'NOT_FOUND' });
    }
    await owner.patch(`/api/agent-versions/${v1.id}/visibility`, { isPublic: true });
    expect((await anonymous.get(`/api/agent-versions/${v1.id}`)).statusCode).toBe(200);
  });
});

describe('another user', () => {
  it('gets 404 on every owner route, and nothing changes', async () => {
    const { agent } = await createAgent(owner);
    const v1 = (await owner.post(`/api/agents/${agent.id}/publish`)).json();
    const attempts = [
      await intruder.post(`/api/agents/${agent.id}/publish`, {}),
      await intruder.get(`/api/agents/${agent.id}/versions`),
      await intruder.patch(`/api/agent-versions/${v1.id}/visibility`, { isPublic: false }),
      await intruder.patch(`/api/agent-versions/${v1.id}/active`, { isActive: false }),
      await intruder.delete(`/api/agent-versions/${v1.id}`),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    const list = (await owner.get(`/api/agents/${agent.id}/versions`)).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ isActive: true, isPublic: true });
  });

  it('an anonymous visitor must sign in for owner routes', async () => {
    const { agent } = await createAgent(intruder);
    const anonymous = new SessionClient(t.app);
    expect((await anonymous.post(`/api/agents/${agent.id}/publish`, {})).statusCode).toBe(401);
    expect((await anonymous.get(`/api/agents/${agent.id}/versions`)).statusCode).toBe(401);
  });
});
