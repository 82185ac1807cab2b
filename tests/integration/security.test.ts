import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp } from '../support/session-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '4096' });
});
afterAll(async () => {
  await t.close();
});

describe('security basics', () => {
  it('refuses cookie-authenticated writes without the CSRF token', async () => {
    const { client } = await signUp(t.app);
    const withoutToken = await client.request('PUT', '/api/auth/user', { firstName: 'X' }, { 'x-csrf-token': '' });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json().code).toBe('CSRF_INVALID');
    const forged = await client.request('PUT', '/api/auth/user', { firstName: 'X' }, { 'x-csrf-token': 'forged' });
    expect(forged.statusCode).toBe(403);
    expect((await client.put('/api/auth/user', { firstName: 'X' })).statusCode).toBe(200);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('limits the JSON body size with a 413 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', firstName: 'x'.repeat(5000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers malformed JSON and unknown API routes with {message, code}, never a stack', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    expect(bad.body).not.toMatch(/at .*\.(js|ts):\d+/);
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
  });
});
