import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_REQUESTED_MESSAGE } from '../../src/common/account';
import { decodedMail, type SmtpPeer } from '../fixtures/smtp-peer';
import { SessionClient, signUp } from '../support/session-client';
import { createMailingTestApp } from '../support/mailing-test-app';
import type { TestApp } from '../support/test-app';

let t: TestApp;
let smtp: SmtpPeer;
let close: () => Promise<void>;
const PASSWORD = 'correct-horse-battery';

beforeAll(async () => {
  ({ t, smtp, close } = await createMailingTestApp({ SIGNUP_MODE: 'open', PUBLIC_URL: 'https://agents.example.com' }));
});
afterAll(() => close());

async function signIn(email: string, password: string, code?: string) {
  const client = new SessionClient(t.app);
  const res = await client.post('/api/auth/login', { email, password, ...(code ? { code } : {}) });
  return { client, res };
}
const signedIn = async (client: SessionClient) => (await client.get('/api/auth/user')).statusCode === 200;

describe('password change', () => {
  it('needs the current password and signs every other session out', async () => {
    const { client, email } = await signUp(t.app);
    const other = (await signIn(email, PASSWORD)).client;
    const wrong = await client.post('/api/auth/password', { currentPassword: 'not-it-at-all', newPassword: 'a-brand-new-one' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toContain('currentPassword');
    const short = await client.post('/api/auth/password', { currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('newPassword');
    expect((await client.post('/api/auth/password', { currentPassword: PASSWORD, newPassword: 'a-brand-new-one' })).statusCode).toBe(204);
    expect(await signedIn(client)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    expect((await signIn(email, PASSWORD)).res.statusCode).toBe(401);
    expect((await signIn(email, 'a-brand-new-one')).res.statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('answers alike for any address, e-mails a single-use link valid for an hour, and signs everyone out', async () => {
    const { client, email } = await signUp(t.app);
    const before = smtp.received.length;
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: 'nobody-here@example.com' }, remoteAddress: '10.1.0.1' });
    const known = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress: '10.1.0.2' });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
    expect(known.json()).toEqual(unknown.json());
    await expect.poll(() => smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1);
    expect(mail?.rcptTo).toEqual([email]);
    const link = /https:\/\/agents\.example\.com\/reset-password#([\w-]+)/.exec(decodedMail(mail?.raw ?? ''));
    expect(link).not.toBeNull();
    const token = link?.[1] ?? '';
    expect(JSON.stringify(known.json())).not.toContain(token);

    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token: 'made-up', newPassword: 'reset-password-1' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('token');
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, newPassword: 'reset-password-1' } });
    expect(ok.statusCode).toBe(204);
    expect(await signedIn(client)).toBe(false);
    expect((await signIn(email, 'reset-password-1')).res.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, newPassword: 'reset-password-2' } });
    expect(again.statusCode).toBe(400);

    // a link older than an hour is refused
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress: '10.1.0.3' });
    await expect.poll(() => smtp.received.length).toBe(before + 2);
    const late = /reset-password#([\w-]+)/.exec(decodedMail(smtp.received.at(-1)?.raw ?? ''))?.[1] ?? '';
    t.setNow(new Date(Date.now() + 61 * 60_000));
    const expired = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token: late, newPassword: 'reset-password-3' } });
    t.setNow(null);
    expect(expired.statusCode).toBe(400);
  });

  it('limits requests per client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      codes.push((await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: `x${i}@example.com` }, remoteAddress: '10.2.0.9' })).statusCode);
    }
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('sessions', () => {
  it('lists your sessions and signs one, or every other, out', async () => {
    const { client, email } = await signUp(t.app);
    const second = (await signIn(email, PASSWORD)).client;
    const third = (await signIn(email, PASSWORD)).client;
    const list = (await client.get('/api/auth/sessions')).json() as { id: string; current: boolean }[];
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list[0].current).toBe(true);
    const secondId = ((await second.get('/api/auth/sessions')).json() as { id: string; current: boolean }[]).find((s) => s.current)?.id;
    expect((await client.delete(`/api/auth/sessions/${secondId}`)).statusCode).toBe(204);
    expect(await signedIn(second)).toBe(false);
    expect(await signedIn(third)).toBe(true);

    const stranger = (await signUp(t.app)).client;
    const thirdId = ((await third.get('/api/auth/sessions')).json() as { id: string; current: boolean }[]).find((s) => s.current)?.id;
    expect((await stranger.delete(`/api/auth/sessions/${thirdId}`)).statusCode).toBe(404);

    expect((await client.post('/api/auth/sessions/revoke-others')).json()).toEqual({ signedOut: 1 });
    expect(await signedIn(third)).toBe(false);
    expect(await signedIn(client)).toBe(true);
  });
});

describe('two-factor sign-in', () => {
  it('is set up with a first code, then asked at sign-in; codes and recovery codes work once', async () => {
    const { client, email } = await signUp(t.app);
    expect((await client.get('/api/auth/2fa')).json()).toEqual({ enabled: false, recoveryCodesLeft: 0, hasPassword: true });
    const setup = (await client.post('/api/auth/2fa/setup')).json();
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect(setup.qrSvg).toMatch(/^<svg/);
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30 });
    const codeAt = (ms: number) => totp.generate({ timestamp: ms });

    const wrong = await client.post('/api/auth/2fa/enable', { code: codeAt(Date.now() - 10 * 60_000) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('code');
    const now = Date.now();
    const enabled = await client.post('/api/auth/2fa/enable', { code: codeAt(now) });
    expect(enabled.statusCode).toBe(200);
    const { codes } = enabled.json() as { codes: string[] };
    expect(codes).toHaveLength(10);
    expect((await client.get('/api/auth/2fa')).json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });

    const missing = (await signIn(email, PASSWORD)).res;
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('TWO_FACTOR_REQUIRED');
    expect(missing.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // the code that turned it on cannot be used again
    expect((await signIn(email, PASSWORD, codeAt(now))).res.json().code).toBe('TWO_FACTOR_INVALID');
    t.setNow(new Date(now + 30_000));
    expect((await signIn(email, PASSWORD, codeAt(now + 30_000))).res.statusCode).toBe(200);
    t.setNow(null);
    // a wrong password with a right code is still a wrong password
    expect((await signIn(email, 'not-the-password', codeAt(Date.now()))).res.json().code).toBe('INVALID_CREDENTIALS');

    expect((await signIn(email, PASSWORD, codes[0].toUpperCase())).res.statusCode).toBe(200);
    expect((await signIn(email, PASSWORD, codes[0])).res.statusCode).toBe(401);
    expect((await client.get('/api/auth/2fa')).json().recoveryCodesLeft).toBe(9);

    expect((await client.post('/api/auth/2fa/disable', { password: 'nope-nope' })).statusCode).toBe(403);
    expect((await client.post('/api/auth/2fa/disable', { password: PASSWORD })).statusCode).toBe(204);
    expect((await signIn(email, PASSWORD)).res.statusCode).toBe(200);
  });
});
