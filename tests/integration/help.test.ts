import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { SessionClient, signUp } from '../support/session-client';

let t: TestApp;
let bare: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@acme.test', SIGNUP_MODE: 'open' });
  bare = await createTestApp({ SIGNUP_MODE: 'open' });
});
afterAll(async () => {
  await t.close();
  await bare.close();
});

describe('GET /api/help', () => {
  it('answers signed-out visitors too (the landing page offers the address)', async () => {
    const res = await new SessionClient(t.app).get('/api/help');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ supportEmail: 'help@acme.test' });
  });

  it('answers no support address when SUPPORT_EMAIL is unset and no admin saved one', async () => {
    const { client } = await signUp(bare.app);
    const res = await client.get('/api/help');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ supportEmail: null });
  });
});

describe('the support address (Settings > Instance)', () => {
  it('starts as SUPPORT_EMAIL; the admin changes or removes it, another account may not, and a bad address is named', async () => {
    const admin = (await signUp(t.app)).client;
    const user = (await signUp(t.app)).client;
    expect((await user.get('/api/help')).json()).toEqual({ supportEmail: 'help@acme.test' });
    expect((await admin.get('/api/admin/instance')).json().supportEmail).toBe('help@acme.test');

    const saved = await admin.put('/api/admin/instance', { supportEmail: ' Desk@Acme.test ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().supportEmail).toBe('desk@acme.test');
    expect((await user.get('/api/help')).json()).toEqual({ supportEmail: 'desk@acme.test' });

    const forbidden = await user.put('/api/admin/instance', { supportEmail: 'mine@evil.test' });
    expect(forbidden.statusCode).toBe(403);
    expect((await user.get('/api/help')).json()).toEqual({ supportEmail: 'desk@acme.test' });

    const bad = await admin.put('/api/admin/instance', { supportEmail: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^supportEmail: /);

    // removed: Help offers no mail link, and SUPPORT_EMAIL does not come back
    expect((await admin.put('/api/admin/instance', { supportEmail: '' })).json().supportEmail).toBeNull();
    expect((await user.get('/api/help')).json()).toEqual({ supportEmail: null });
    // other changes leave it as it is
    await admin.put('/api/admin/instance', { supportEmail: 'desk@acme.test' });
    await admin.put('/api/admin/instance', { enforcePlans: true });
    expect((await user.get('/api/help')).json()).toEqual({ supportEmail: 'desk@acme.test' });
  });
});
