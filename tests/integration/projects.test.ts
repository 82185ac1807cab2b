import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp } from '../support/session-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open' });
  await signUp(t.app); // the admin, so later accounts are plain users
});
afterAll(async () => {
  await t.close();
});

describe('projects', () => {
  it("creates 'My First Project' on first listing, once", async () => {
    const { client } = await signUp(t.app);
    const first = await client.get('/api/projects');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual([
      expect.objectContaining({ name: 'My First Project', description: 'Default project for your AI agents' }),
    ]);
    const again = await client.get('/api/projects');
    expect(again.json()).toHaveLength(1);
    expect(again.json()[0].id).toBe(first.json()[0].id);
  });

  it('enforces the free plan limit of one project with a 403 the web app recognises', async () => {
    const { client } = await signUp(t.app);
    await client.get('/api/projects');
    const res = await client.post('/api/projects', { name: 'Second', description: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED' });
    expect(res.json().message).toContain('Upgrade to Premium to access this feature');
    expect((await client.get('/api/projects')).json()).toHaveLength(1);
  });

  it('lets a premium user create more projects, and validates the name', async () => {
    const { client } = await signUp(t.app);
    expect((await client.post('/api/billing/trial')).statusCode).toBe(200);
    const bad = await client.post('/api/projects', { name: '   ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^name: /);
    const tooLong = await client.post('/api/projects', { name: 'x'.repeat(256) });
    expect(tooLong.statusCode).toBe(400);
    const created = await client.post('/api/projects', { name: '  Client work ', description: 'Agency' });
    expect(created.statusCode).toBe(201);
    expect(created.json().name).toBe('Client work');
  });

  it("hides one user's project from another (404, never 403)", async () => {
    const owner = await signUp(t.app);
    const [project] = (await owner.client.get('/api/projects')).json();
    const other = await signUp(t.app);
    for (const url of [`/api/projects/${project.id}/agents`, `/api/projects/${project.id}/analytics`]) {
      const res = await other.client.get(url);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await owner.client.get(`/api/projects/${project.id}/agents`)).json()).toEqual([]);
    const malformed = await owner.client.get('/api/projects/not-a-uuid/agents');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/Invalid project id/);
  });
});

describe('monthly budget', () => {
  it('defaults to 170 and is stored by PATCH, keeping the rest of the project', async () => {
    const { client } = await signUp(t.app);
    const [project] = (await client.get('/api/projects')).json();
    expect(project.monthlyBudget).toBe(170);
    expect((await client.get(`/api/projects/${project.id}`)).json()).toMatchObject({ id: project.id, monthlyBudget: 170 });

    const saved = await client.patch(`/api/projects/${project.id}`, { monthlyBudget: 250.5 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: project.id, name: project.name, description: project.description, monthlyBudget: 250.5 });
    expect(saved.json()).not.toHaveProperty('settings');
    expect((await client.get(`/api/projects/${project.id}`)).json().monthlyBudget).toBe(250.5);
    expect((await client.get('/api/projects')).json()[0].monthlyBudget).toBe(250.5);

    expect((await client.patch(`/api/projects/${project.id}`, { monthlyBudget: 0.29 })).json().monthlyBudget).toBe(0.29);
    expect((await client.patch(`/api/projects/${project.id}`, { monthlyBudget: 1_000_000 })).json().monthlyBudget).toBe(1_000_000);
  });

  it('refuses a budget that is not a positive amount of whole cents up to 1,000,000, naming the field', async () => {
    const { client } = await signUp(t.app);
    const [project] = (await client.get('/api/projects')).json();
    const url = `/api/projects/${project.id}`;
    for (const [monthlyBudget, limit] of [
      [0, /more than 0/],
      [-5, /more than 0/],
      [1_000_000.01, /at most 1,000,000/],
      [12.345, /at most 2 decimals/],
      ['250', /number/],
      [null, /number/],
    ] as const) {
      const res = await client.patch(url, { monthlyBudget });
      expect(res.statusCode, String(monthlyBudget)).toBe(400);
      expect(res.json().message, String(monthlyBudget)).toMatch(/^monthlyBudget: /);
      expect(res.json().message, String(monthlyBudget)).toMatch(limit);
    }
    expect((await client.patch(url, {})).json().message).toMatch(/^monthlyBudget: /);
    expect((await client.get(url)).json().monthlyBudget).toBe(170);
  });

  it("hides another user's project: 404 to read or change its budget, which stays as it was", async () => {
    const owner = await signUp(t.app);
    const [project] = (await owner.client.get('/api/projects')).json();
    await owner.client.patch(`/api/projects/${project.id}`, { monthlyBudget: 300 });
    const other = await signUp(t.app);
    expect((await other.client.get(`/api/projects/${project.id}`)).statusCode).toBe(404);
    const res = await other.client.patch(`/api/projects/${project.id}`, { monthlyBudget: 1 });
    expect(res.statusCode).toBe(404);
    expect((await owner.client.get(`/api/projects/${project.id}`)).json().monthlyBudget).toBe(300);
    expect((await owner.client.patch('/api/projects/not-a-uuid', { monthlyBudget: 5 })).json().message).toMatch(/Invalid project id/);
  });
});

describe('premium trial', () => {
  it('grants 14 days of premium once', async () => {
    const { client } = await signUp(t.app);
    const started = await client.post('/api/billing/trial');
    expect(started.statusCode).toBe(200);
    const expiry = new Date(started.json().subscriptionExpiry).getTime();
    expect(Math.round((expiry - Date.now()) / 86_400_000)).toBe(14);
    expect(started.json()).toMatchObject({ subscriptionTier: 'premium', trialUsed: true });
    expect((await client.post('/api/billing/trial')).statusCode).toBe(409);
  });

  it('falls back to the free limits once the trial has expired', async () => {
    const { client } = await signUp(t.app);
    await client.post('/api/billing/trial');
    t.setNow(new Date(Date.now() + 15 * 86_400_000));
    try {
      await client.get('/api/projects');
      expect((await client.post('/api/projects', { name: 'After expiry' })).statusCode).toBe(403);
    } finally {
      t.setNow(null);
    }
  });
});
