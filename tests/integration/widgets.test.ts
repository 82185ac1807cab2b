import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_MESSAGES } from '../../src/common/widgets';
import { createTestApp, type TestApp } from '../support/test-app';
import { SessionClient, signUp } from '../support/session-client';
import { createAgent } from '../support/agents';

let t: TestApp;
let owner: SessionClient;
let freeUser: SessionClient;
let intruder: SessionClient;
let agentId: string;

const html = '<div id="af-widget">Hello</div>';
const body = (overrides: Record<string, unknown> = {}) => ({ name: 'Main widget', htmlCode: html, isPremiumFeatures: true, ...overrides });

async function premiumUser() {
  const { client } = await signUp(t.app);
  expect((await client.post('/api/billing/trial')).statusCode).toBe(200);
  return client;
}

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open' });
  await signUp(t.app); // the first account is the admin
  owner = await premiumUser();
  intruder = await premiumUser();
  freeUser = (await signUp(t.app)).client;
  agentId = (await createAgent(owner)).agent.id;
});
afterAll(async () => {
  await t.close();
});

describe('widgets API', () => {
  it('creates a widget with the defaults, hidden, and lists it', async () => {
    const res = await owner.post(`/api/agents/${agentId}/widgets`, body({ agentId }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      agentId,
      name: 'Main widget',
      htmlCode: html,
      isPublic: false,
      isPremiumFeatures: true,
      customConfig: { primaryColor: '#667eea', backgroundColor: '#ffffff', theme: 'light', animations: true, shadows: true, autoOpen: false, logoUrl: null },
    });
    expect(res.json().urlToken).toMatch(/^[0-9a-f-]{36}$/);
    const list = await owner.get(`/api/agents/${agentId}/widgets`);
    expect(list.json().map((w: { id: string }) => w.id)).toContain(res.json().id);
  });

  it('requires a name (with its message), HTML and valid colours', async () => {
    for (const name of ['', '   ', undefined]) {
      const res = await owner.post(`/api/agents/${agentId}/widgets`, body({ name }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(WIDGET_MESSAGES.nameRequired);
    }
    expect((await owner.post(`/api/agents/${agentId}/widgets`, body({ htmlCode: '' }))).json().message).toMatch(/^htmlCode: /);
    const colour = await owner.post(`/api/agents/${agentId}/widgets`, body({ customConfig: { primaryColor: 'red' } }));
    expect(colour.json().message).toMatch(/^customConfig\.primaryColor: /);
  });

  it('updates, shows and hides a widget; the public record exists only while public', async () => {
    const created = (await owner.post(`/api/agents/${agentId}/widgets`, body({ name: 'Editable' }))).json();
    const updated = await owner.put(`/api/widgets/${created.id}`, body({ name: ' Renamed ', customConfig: { primaryColor: '#112233', theme: 'dark', autoOpen: true } }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Renamed', customConfig: { primaryColor: '#112233', backgroundColor: '#ffffff', theme: 'dark', autoOpen: true } });

    const anonymous = new SessionClient(t.app);
    expect((await anonymous.get(`/api/widgets/${created.id}/public`)).statusCode).toBe(404);
    expect((await owner.patch(`/api/widgets/${created.id}/visibility`, { isPublic: true })).json().isPublic).toBe(true);
    const shown = await anonymous.get(`/api/widgets/${created.id}/public`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ id: created.id, name: 'Renamed', htmlCode: html, customConfig: expect.objectContaining({ theme: 'dark' }) });
    expect((await owner.patch(`/api/widgets/${created.id}/visibility`, { isPublic: false })).json().isPublic).toBe(false);
    expect((await anonymous.get(`/api/widgets/${created.id}/public`)).json()).toEqual({ message: 'Widget not found', code: 'NOT_FOUND' });
    expect((await anonymous.get('/api/widgets/not-a-uuid/public')).statusCode).toBe(404);
  });

  it('deletes a widget', async () => {
    const created = (await owner.post(`/api/agents/${agentId}/widgets`, body({ name: 'Doomed' }))).json();
    expect((await owner.delete(`/api/widgets/${created.id}`)).statusCode).toBe(204);
    expect((await owner.put(`/api/widgets/${created.id}`, body())).statusCode).toBe(404);
  });

  it('allows at most 10 widgets per agent, even when created at the same time', async () => {
    const { agent } = await createAgent(owner, { name: 'Crowded' });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => owner.post(`/api/agents/${agent.id}/widgets`, body({ name: `W${i}` }))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0].json()).toEqual({ message: WIDGET_MESSAGES.limit, code: 'WIDGET_LIMIT' });
    await owner.delete(`/api/widgets/${results.find((r) => r.statusCode === 201)?.json().id}`);
    expect((await owner.post(`/api/agents/${agent.id}/widgets`, body())).statusCode).toBe(201);
  });

  it('gates creating and editing behind Premium on the server; hiding and deleting stay allowed', async () => {
    const { agent } = await createAgent(freeUser, { name: 'Free agent' });
    const refused = await freeUser.post(`/api/agents/${agent.id}/widgets`, body());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Upgrade to Premium to access this feature', code: 'PREMIUM_REQUIRED' });
    expect((await freeUser.get(`/api/agents/${agent.id}/widgets`)).json()).toEqual([]);

    const lapsing = await premiumUser();
    const lapsingAgent = (await createAgent(lapsing, { name: 'Lapsing' })).agent.id;
    const kept = (await lapsing.post(`/api/agents/${lapsingAgent}/widgets`, body())).json();
    await lapsing.patch(`/api/widgets/${kept.id}/visibility`, { isPublic: true });
    t.setNow(new Date(Date.now() + 15 * 86_400_000)); // the 14-day trial has ended
    try {
      expect((await lapsing.put(`/api/widgets/${kept.id}`, body())).json().code).toBe('PREMIUM_REQUIRED');
      expect((await lapsing.post(`/api/agents/${lapsingAgent}/widgets`, body())).statusCode).toBe(403);
      expect((await lapsing.patch(`/api/widgets/${kept.id}/visibility`, { isPublic: false })).json().isPublic).toBe(false);
      expect((await lapsing.patch(`/api/widgets/${kept.id}/visibility`, { isPublic: true })).statusCode).toBe(403);
      expect((await lapsing.delete(`/api/widgets/${kept.id}`)).statusCode).toBe(204);
    } finally {
      t.setNow(null);
    }
  });

  it("answers 404 to another user's attempts on every route, and 401 to anonymous ones", async () => {
    const target = (await owner.post(`/api/agents/${agentId}/widgets`, body({ name: 'Private' }))).json();
    const attempts = [
      () => intruder.get(`/api/agents/${agentId}/widgets`),
      () => intruder.post(`/api/agents/${agentId}/widgets`, body()),
      () => intruder.put(`/api/widgets/${target.id}`, body({ name: 'Hijacked' })),
      () => intruder.patch(`/api/widgets/${target.id}/visibility`, { isPublic: true }),
      () => intruder.delete(`/api/widgets/${target.id}`),
    ];
    for (const attempt of attempts) expect((await attempt()).statusCode).toBe(404);
    const anonymous = new SessionClient(t.app);
    expect((await anonymous.get(`/api/agents/${agentId}/widgets`)).statusCode).toBe(401);
    expect((await anonymous.delete(`/api/widgets/${target.id}`)).statusCode).toBe(401);
    const after = (await owner.get(`/api/agents/${agentId}/widgets`)).json() as { id: string; name: string; isPublic: boolean }[];
    expect(after.find((w) => w.id === target.id)).toMatchObject({ name: 'Private', isPublic: false });
  });

  it('serves the sandbox frame of the previews with its own sandboxing CSP', async () => {
    const res = await new SessionClient(t.app).get('/widget-sandbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/^sandbox allow-scripts allow-forms;/);
    expect(res.headers['content-security-policy']).not.toContain('allow-same-origin');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.body).toContain('af-sandbox-render');
  });
});
