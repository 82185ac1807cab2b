import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { SessionClient, signUp } from '../support/session-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('accounts', () => {
  it('makes the first account an authorized admin and waitlists later ones (SIGNUP_MODE=waitlist)', async () => {
    const first = await signUp(t.app, { email: 'first@example.com', firstName: 'Ada' });
    expect(first.user).toMatchObject({ role: 'admin', accessStatus: 'authorized' });
    const second = await signUp(t.app, { email: 'second@example.com' });
    expect(second.user).toMatchObject({ role: 'user', accessStatus: 'waitlist' });

    const status = await second.client.get('/api/auth/status');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ authenticated: true, status: 'waitlist', user: { email: 'second@example.com' } });
    // a waitlisted user cannot use the app's API
    const projects = await second.client.get('/api/projects');
    expect(projects.statusCode).toBe(403);
    expect(projects.json().code).toBe('NOT_AUTHORIZED');
  });

  it('sets an HttpOnly SameSite session cookie and never returns the password hash', async () => {
    const client = new SessionClient(t.app);
    const res = await client.post('/api/auth/register', { email: 'cookie@example.com', password: 'long-enough-pw' });
    expect(res.statusCode).toBe(201);
    const sid = (res.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[]).find((c) => c.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.sameSite).toBe('Lax');
    expect(res.body).not.toMatch(/argon2|passwordHash/);
  });

  it('answers clear 4xx messages for bad sign-up and sign-in input', async () => {
    const anon = new SessionClient(t.app);
    const malformed = await anon.post('/api/auth/register', { email: 'not-an-email', password: 'long-enough-pw' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('email');
    const short = await anon.post('/api/auth/register', { email: 'short@example.com', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/password: Password must be at least 8 characters/);
    const taken = await anon.post('/api/auth/register', { email: 'first@example.com', password: 'long-enough-pw' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');

    const wrong = await anon.post('/api/auth/login', { email: 'first@example.com', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Wrong email or password. Check them and try again.', code: 'INVALID_CREDENTIALS' });
  });

  it('signs in with the right password (e-mail case-insensitive)', async () => {
    await signUp(t.app, { email: 'case@example.com', password: 'right-password-1' });
    const client = new SessionClient(t.app);
    const res = await client.post('/api/auth/login', { email: 'CASE@example.com', password: 'right-password-1' });
    expect(res.statusCode).toBe(200);
    expect((await client.get('/api/auth/user')).json().email).toBe('case@example.com');
  });

  it('rate-limits repeated failed sign-ins with 429 and Retry-After', async () => {
    await signUp(t.app, { email: 'target@example.com', password: 'target-password' });
    const anon = new SessionClient(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await anon.post('/api/auth/login', { email: 'target@example.com', password: `bad-${i}-pass` })).statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes[5]).toBe(429);
    const blocked = await anon.post('/api/auth/login', { email: 'target@example.com', password: 'target-password' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('logs out server-side: the old cookie no longer works', async () => {
    const { client } = await signUp(t.app, { email: 'logout@example.com' });
    const saved = new Map(client.cookies);
    const out = await client.get('/api/logout');
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    const replay = new SessionClient(t.app);
    replay.cookies = saved;
    // signed out is an expected answer of the status call, not a failure
    const after = await replay.get('/api/auth/status');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ authenticated: false });
    expect((await replay.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('updates the profile but refuses an e-mail change', async () => {
    const { client, email } = await signUp(t.app, { email: 'profile@example.com' });
    const ok = await client.put('/api/auth/user', { firstName: 'Grace', lastName: 'Hopper', email });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', email });
    const changed = await client.put('/api/auth/user', { firstName: 'G', email: 'other@example.com' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe('email: Email cannot be changed');
    expect((await client.get('/api/auth/user')).json().firstName).toBe('Grace');
  });

  it('requires a session for private routes', async () => {
    const anon = new SessionClient(t.app);
    for (const url of ['/api/auth/user', '/api/projects', '/api/settings', '/api/admin/users']) {
      const res = await anon.get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String), code: 'UNAUTHENTICATED' });
    }
  });
});

describe('sign-up modes', () => {
  it('authorizes every account when SIGNUP_MODE=open', async () => {
    const open = await createTestApp({ SIGNUP_MODE: 'open' });
    try {
      await signUp(open.app);
      const later = await signUp(open.app);
      expect(later.user.accessStatus).toBe('authorized');
    } finally {
      await open.close();
    }
  });

  it('shows the built-in sign-in page at /api/login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect([200, 503]).toContain(res.statusCode);
    const providers = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json()).toMatchObject({ password: true, oidc: false, signupMode: 'waitlist' });
  });
});
