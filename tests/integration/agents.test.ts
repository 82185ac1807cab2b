import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent, firstProjectId, sampleAgent } from '../support/agents';

let t: TestApp;
let owner: SessionClient;
let intruder: SessionClient;
beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open' });
  await signUp(t.app); // admin
  owner = (await signUp(t.app)).client;
  intruder = (await signUp(t.app)).client;
});
afterAll(async () => {
  await t.close();
});

describe('agents API', () => {
  it('creates an agent with the form payload, normalised URLs and defaults, never returning the SMTP password', async () => {
    const { agent } = await createAgent(owner);
    expect(agent).toMatchObject({
      name: 'Support Bot',
      status: 'draft',
      isPublic: false,
      modelProvider: 'other',
      lastVersionNumber: 0,
      latestVersion: null,
      websiteUrls: ['https://shop.example.com', 'https://shop.example.com/faq'],
      channels: { webWidget: true, api: true, sms: false, whatsapp: false },
      enabledTools: expect.objectContaining({ sendEmail: true, webSearch: false }),
    });
    expect(agent.toolConfigs).toMatchObject({ sendEmail: { smtpHost: 'smtp.example.com', smtpPassword: '••••••••', smtpPasswordSet: true } });
    const fetched = await owner.get(`/api/agents/${agent.id}`);
    expect(fetched.body).not.toContain('smtp-secret-pw');
    expect(fetched.json().modelSettings).toEqual({ temperature: 0.3, topP: 1, maxTokens: 500 });
  });

  it('applies the defaults when only a name is sent', async () => {
    const { agent } = await createAgent(owner, { ...Object.fromEntries(Object.keys(sampleAgent).map((k) => [k, undefined])), name: 'Minimal' });
    expect(agent).toMatchObject({ defaultLanguage: 'en', modelProvider: 'openai', modelName: 'gpt-5', modelSettings: { temperature: 0.7, topP: 1, maxTokens: 2000 } });
    await owner.delete(`/api/agents/${agent.id}`);
  });

  it('validates every field with a 400 naming it', async () => {
    const projectId = await firstProjectId(owner);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: '' }, /^name: /],
      [{ name: 'x'.repeat(256) }, /^name: /],
      [{ name: 'ok', modelSettings: { temperature: 5, topP: 1, maxTokens: 10 } }, /modelSettings\.temperature/],
      [{ name: 'ok', websiteUrls: ['ftp://x'] }, /websiteUrls\.0/],
      [{ name: 'ok', status: 'flying' }, /^status: /],
      [{ name: 'ok', toolConfigs: { sendEmail: { fromEmail: 'nope' } } }, /toolConfigs\.sendEmail\.fromEmail/],
    ];
    for (const [body, message] of cases) {
      const res = await owner.post(`/api/projects/${projectId}/agents`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('updates the full form or only the system prompt, keeping the stored SMTP password', async () => {
    const { agent } = await createAgent(owner, { name: 'Editable' });
    const full = await owner.put(`/api/agents/${agent.id}`, { ...sampleAgent, name: 'Edited', toolConfigs: { sendEmail: { smtpHost: 'mail.example.com', smtpPassword: '' } } });
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ name: 'Edited', toolConfigs: { sendEmail: { smtpHost: 'mail.example.com', smtpPasswordSet: true } } });
    const promptOnly = await owner.put(`/api/agents/${agent.id}`, { systemPrompt: 'New prompt' });
    expect(promptOnly.json()).toMatchObject({ name: 'Edited', systemPrompt: 'New prompt' });
    await owner.delete(`/api/agents/${agent.id}`);
  });

  it('PATCH making an agent public sets it active; private keeps the status', async () => {
    const { agent } = await createAgent(owner, { name: 'Visible' });
    const pub = await owner.patch(`/api/agents/${agent.id}`, { isPublic: true });
    expect(pub.json()).toMatchObject({ isPublic: true, status: 'active' });
    const priv = await owner.patch(`/api/agents/${agent.id}`, { isPublic: false });
    expect(priv.json()).toMatchObject({ isPublic: false, status: 'active' });
    expect((await owner.patch(`/api/agents/${agent.id}`, {})).statusCode).toBe(400);
    await owner.delete(`/api/agents/${agent.id}`);
  });

  it('removes a website URL, normalising the one sent', async () => {
    const { agent } = await createAgent(owner, { name: 'Urls' });
    const res = await owner.request('DELETE', `/api/agents/${agent.id}/urls`, { url: 'https://shop.example.com/faq/' });
    expect(res.statusCode).toBe(200);
    expect(res.json().websiteUrls).toEqual(['https://shop.example.com']);
    expect((await owner.request('DELETE', `/api/agents/${agent.id}/urls`, { url: 'https://nope.example.com' })).statusCode).toBe(404);
    await owner.delete(`/api/agents/${agent.id}`);
  });

  it("answers 404 to another user for every verb on someone's agent", async () => {
    const { agent, projectId } = await createAgent(owner, { name: 'Private' });
    const attempts = [
      intruder.get(`/api/agents/${agent.id}`),
      intruder.put(`/api/agents/${agent.id}`, { systemPrompt: 'pwned' }),
      intruder.patch(`/api/agents/${agent.id}`, { isPublic: true }),
      intruder.delete(`/api/agents/${agent.id}`),
      intruder.request('DELETE', `/api/agents/${agent.id}/urls`, { url: 'https://shop.example.com' }),
      intruder.post(`/api/agents/${agent.id}/test`, { input: 'hi' }),
      intruder.get(`/api/agents/${agent.id}/test-cases`),
      intruder.post(`/api/agents/${agent.id}/test-cases`, { name: 'x', input: 'y' }),
      intruder.post(`/api/agents/${agent.id}/test-cases/run-all`),
      intruder.get(`/api/agents/${agent.id}/test-stats`),
      intruder.post(`/api/agents/${agent.id}/ai-analyze`, {}),
      intruder.post(`/api/agents/${agent.id}/ai-tune-up`, { currentPrompt: 'x' }),
      intruder.get(`/api/projects/${projectId}/agents`),
      intruder.post(`/api/projects/${projectId}/agents`, { name: 'Sneaky' }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode, res.raw.req.url).toBe(404);
    const still = await owner.get(`/api/agents/${agent.id}`);
    expect(still.json().systemPrompt).toBe(sampleAgent.systemPrompt);
    await owner.delete(`/api/agents/${agent.id}`);
  });

  it('enforces the free plan limit of 2 agents as the agent_creation premium gate', async () => {
    const { client } = await signUp(t.app);
    await createAgent(client, { name: 'One' });
    await createAgent(client, { name: 'Two' });
    const projectId = await firstProjectId(client);
    const third = await client.post(`/api/projects/${projectId}/agents`, { name: 'Three' });
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({ code: 'PREMIUM_REQUIRED' });
    expect(third.json().message).toContain('Upgrade to Premium to access this feature');
    expect((await client.get(`/api/projects/${projectId}/agents`)).json()).toHaveLength(2);
    await client.post('/api/billing/trial');
    expect((await client.post(`/api/projects/${projectId}/agents`, { name: 'Three' })).statusCode).toBe(201);
  });

  it('duplicates by posting a copy, and deletes', async () => {
    const { client } = await signUp(t.app);
    const { agent, projectId } = await createAgent(client, { name: 'Original' });
    const original = (await client.get(`/api/agents/${agent.id}`)).json();
    const { id: _id, createdAt: _c, updatedAt: _u, latestVersion: _l, lastVersionNumber: _n, projectId: _p, ...fields } = original;
    const copy = await client.post(`/api/projects/${projectId}/agents`, { ...fields, name: `${original.name} (Copy)` });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Original (Copy)', systemPrompt: original.systemPrompt, toolConfigs: { sendEmail: { smtpPasswordSet: false } } });
    expect((await client.delete(`/api/agents/${copy.json().id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/agents/${copy.json().id}`)).statusCode).toBe(404);
  });
});

describe('latest published version label', () => {
  it('shows the newest version on the list and the agent', async () => {
    const { agent, projectId } = await createAgent(owner, { name: 'Versioned' });
    const { agentVersions } = await import('../../src/server/db/schema');
    await t.deps.db.insert(agentVersions).values([
      { agentId: agent.id, version: 'v1', snapshot: {}, publishedAt: new Date(Date.now() - 60_000) },
      { agentId: agent.id, version: 'v2', snapshot: {} },
    ]);
    const list = (await owner.get(`/api/projects/${projectId}/agents`)).json();
    expect(list.find((a: { id: string }) => a.id === agent.id).latestVersion).toBe('v2');
    expect((await owner.get(`/api/agents/${agent.id}`)).json().latestVersion).toBe('v2');
    await owner.delete(`/api/agents/${agent.id}`);
  });
});
