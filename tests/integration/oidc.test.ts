import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type OidcProvider } from '../fixtures/oidc-provider';
import { createTestApp, type TestApp } from '../support/test-app';
import { SessionClient } from '../support/session-client';

let provider: OidcProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startOidcProvider('agentforge');
  t = await createTestApp({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: 'agentforge',
    OIDC_CLIENT_SECRET: 'shh',
    PUBLIC_URL: 'http://app.test',
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

describe('OpenID Connect sign-in', () => {
  it('redirects /api/login to the provider and signs the user in on the callback', async () => {
    const browser = new SessionClient(t.app);
    const login = await browser.get('/api/login');
    expect(login.statusCode).toBe(302);
    const authorize = new URL(login.headers.location as string);
    expect(authorize.origin + authorize.pathname).toBe(`${provider.issuer}/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe('agentforge');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://app.test/api/callback');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');

    provider.nextClaims = { sub: 'oidc-user-1', email: 'Oidc@Example.com', given_name: 'Olga' };
    const callback = await browser.get(`/api/callback?code=abc&state=${authorize.searchParams.get('state')}`);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/');
    expect(provider.tokenRequests).toBe(1);

    const status = await browser.get('/api/auth/status');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ status: 'authorized', user: { email: 'oidc@example.com', firstName: 'Olga', role: 'admin' } });
  });

  it('refuses a callback whose state does not match', async () => {
    const browser = new SessionClient(t.app);
    await browser.get('/api/login');
    const callback = await browser.get('/api/callback?code=abc&state=forged');
    expect(callback.statusCode).toBeGreaterThanOrEqual(400);
    expect(callback.statusCode).toBeLessThan(500);
    expect(callback.json().message).toBeTruthy();
  });
});
