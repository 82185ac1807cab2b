import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { SessionClient, signUp } from '../support/session-client';

let t: TestApp;
let admin: SessionClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signUp(t.app, { email: 'admin@example.com' })).client;
});
afterAll(async () => {
  await t.close();
});

describe('public waitlist', () => {
  it('joins once, then says already on the list', async () => {
    const anon = new SessionClient(t.app);
    const first = await anon.post('/api/waitlist', { email: 'Visitor@Example.com', firstName: 'Vi' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ outcome: 'joined' });
    const again = await anon.post('/api/waitlist', { email: 'visitor@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ outcome: 'already' });
  });

  it('refuses a malformed e-mail with a 400 naming the field', async () => {
    const res = await new SessionClient(t.app).post('/api/waitlist', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^email: /);
  });
});

describe('admin approval', () => {
  it('lists waitlisted accounts to the admin, who approves them', async () => {
    const waiting = await signUp(t.app, { email: 'waiting@example.com' });
    expect(waiting.user.accessStatus).toBe('waitlist');

    const list = await admin.get('/api/admin/users');
    expect(list.statusCode).toBe(200);
    const row = list.json().find((u: { email: string }) => u.email === 'waiting@example.com');
    expect(row).toMatchObject({ accessStatus: 'waitlist', role: 'user' });
    expect(JSON.stringify(list.json())).not.toMatch(/password/i);

    const approved = await admin.post(`/api/admin/users/${row.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().accessStatus).toBe('authorized');
    const status = await waiting.client.get('/api/auth/status');
    expect(status.json().status).toBe('authorized');
    expect((await waiting.client.get('/api/projects')).statusCode).toBe(200);
  });

  it('lets an admin set a tier, and refuses every admin route to a normal user', async () => {
    const normal = await signUp(t.app, { email: 'normal@example.com' });
    const list = (await admin.get('/api/admin/users')).json() as { id: string; email: string }[];
    const target = list.find((u) => u.email === 'normal@example.com') as { id: string };
    await admin.post(`/api/admin/users/${target.id}/approve`);
    const tier = await admin.put(`/api/admin/users/${target.id}/tier`, { subscriptionTier: 'premium', subscriptionExpiry: null });
    expect(tier.json()).toMatchObject({ subscriptionTier: 'premium', subscriptionExpiry: null });

    expect((await normal.client.get('/api/admin/users')).statusCode).toBe(403);
    expect((await normal.client.post(`/api/admin/users/${target.id}/approve`)).statusCode).toBe(403);
    expect((await normal.client.put(`/api/admin/users/${target.id}/tier`, { subscriptionTier: 'premium' })).statusCode).toBe(403);
    expect((await admin.post('/api/admin/users/00000000-0000-4000-8000-000000000000/approve')).statusCode).toBe(404);
  });
});
