import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp } from '../support/session-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await signUp(t.app, { email: 'known@example.com', password: 'the-right-password' });
  await signUp(t.app, { email: 'timing@example.com', password: 'the-right-password' });
  await t.deps.db.insert(users).values({ email: 'sso-only@example.com', oidcSubject: 'sso-subject-1', accessStatus: 'authorized' });
});
afterAll(async () => {
  await t.close();
});

function signIn(email: string, password: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
}

async function timeSignIn(email: string, remoteAddress: string): Promise<number> {
  const started = performance.now();
  const res = await signIn(email, 'not-the-password', remoteAddress);
  expect(res.statusCode).toBe(401);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('sign-in does not reveal which e-mails have accounts', () => {
  it('answers an unknown e-mail, a wrong password and a single-sign-on account alike', async () => {
    const unknown = await signIn('nobody@example.com', 'some-password');
    const wrong = await signIn('known@example.com', 'some-password');
    const ssoOnly = await signIn('sso-only@example.com', 'some-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Wrong email or password. Check them and try again.', code: 'INVALID_CREDENTIALS' });
    for (const res of [unknown, ssoOnly]) {
      expect(res.statusCode).toBe(wrong.statusCode);
      expect(res.json()).toEqual(wrong.json());
    }
  });

  it('takes about as long for an unknown e-mail as for a wrong password (both verify a hash)', async () => {
    const unknownTimes: number[] = [];
    const wrongTimes: number[] = [];
    // interleaved, so a busy machine slows both alike; separate addresses stay under the failure limit
    for (let i = 0; i < 5; i++) {
      unknownTimes.push(await timeSignIn('nobody-timing@example.com', `10.0.1.${i}`));
      wrongTimes.push(await timeSignIn('timing@example.com', `10.0.2.${i}`));
    }
    const ratio = median(unknownTimes) / median(wrongTimes);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('rate-limits an unknown e-mail exactly like a known one', async () => {
    const answers = async (email: string) => {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) codes.push((await signIn(email, `bad-${i}-password`, '10.0.3.1')).statusCode);
      const blocked = await signIn(email, 'bad-final-password', '10.0.3.1');
      return { codes, status: blocked.statusCode, body: blocked.json(), retryAfter: blocked.headers['retry-after'] };
    };
    // a still clock, so both windows start at the same instant and Retry-After can be compared
    t.setNow(new Date('2031-03-01T12:00:00Z'));
    try {
      const known = await answers('known@example.com');
      const unknown = await answers('nobody-limited@example.com');
      expect(known.codes).toEqual([401, 401, 401, 401, 401]);
      expect(known.status).toBe(429);
      expect(unknown).toEqual(known);
    } finally {
      t.setNow(null);
    }
  });
});
