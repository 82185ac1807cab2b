import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { SessionClient, signUp } from '../support/session-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@acme.test' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/help', () => {
  it('is for signed-in users only', async () => {
    const res = await new SessionClient(t.app).get('/api/help');
    expect(res.statusCode).toBe(401);
  });

  it('answers the configured SUPPORT_EMAIL', async () => {
    const { client } = await signUp(t.app);
    const res = await client.get('/api/help');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ supportEmail: 'help@acme.test' });
  });
});
