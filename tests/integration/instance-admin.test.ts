import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer } from '../fixtures/smtp-peer';
import { createAgent } from '../support/agents';
import { SessionClient, signUp } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let admin: SessionClient;
const PASSWORD = 'correct-horse-battery';

beforeAll(async () => {
  smtp = await startSmtpPeer({ login: { user: 'mailer', password: 'mail-secret-77' } });
  t = await createTestApp({ SIGNUP_MODE: 'open' });
  admin = (await signUp(t.app)).client; // the first account is the admin
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const login = (email: string, password = PASSWORD) => new SessionClient(t.app).post('/api/auth/login', { email, password });

describe('instance settings', () => {
  it('are for admins only', async () => {
    const user = (await signUp(t.app)).client;
    const uid = (await user.get('/api/auth/user')).json().id as string;
    for (const res of [
      await user.get('/api/admin/instance'),
      await user.put('/api/admin/instance', { enforcePlans: false }),
      await user.post('/api/admin/instance/test-email', { to: 'a@example.com' }),
      await user.post(`/api/admin/users/${uid}/disable`),
      await user.request('DELETE', `/api/admin/users/${uid}`),
    ]) {
      expect(res.statusCode).toBe(403);
    }
  });

  it('switch sign-up to invitation only without a restart', async () => {
    expect((await admin.put('/api/admin/instance', { signupMode: 'invite' })).json().signupMode).toBe('invite');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json().signupMode).toBe('invite');
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'walk-in@example.com', password: PASSWORD } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('INVITE_ONLY');

    const projectId = (await admin.get('/api/projects')).json()[0].id;
    expect((await admin.post(`/api/projects/${projectId}/invitations`, { email: 'guest@example.com', role: 'viewer' })).statusCode).toBe(201);
    const invited = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'guest@example.com', password: PASSWORD } });
    expect(invited.statusCode).toBe(201);
    await admin.put('/api/admin/instance', { signupMode: 'open' });
  });

  it('lift the plans for everyone, and put them back', async () => {
    const { client: free } = await signUp(t.app);
    const projectId = (await free.get('/api/projects')).json()[0].id;
    await createAgent(free, { websiteUrls: [] });
    await createAgent(free, { websiteUrls: [] });
    expect((await free.post(`/api/projects/${projectId}/agents`, { name: 'Third', modelProvider: 'openai', modelName: 'gpt-4o-mini' })).json().code).toBe('PREMIUM_REQUIRED');
    expect((await free.get(`/api/projects/${projectId}/analytics?range=7d`)).statusCode).toBe(403);
    expect((await free.get('/api/projects')).json()[0].premium).toBe(false);
    expect((await free.get('/api/instance/capabilities')).json().plansEnforced).toBe(true);

    await admin.put('/api/admin/instance', { enforcePlans: false });
    expect((await free.get('/api/projects')).json()[0].premium).toBe(true);
    // any account can tell why it has every feature, without reading the instance's settings
    expect((await free.get('/api/instance/capabilities')).json().plansEnforced).toBe(false);
    expect((await free.get('/api/admin/instance')).statusCode).toBe(403);
    expect((await createAgent(free, { websiteUrls: [], name: 'Third' })).agent.name).toBe('Third');
    expect((await free.get(`/api/projects/${projectId}/analytics?range=7d`)).statusCode).toBe(200);

    await admin.put('/api/admin/instance', { enforcePlans: true });
    expect((await free.get(`/api/projects/${projectId}/analytics?range=7d`)).statusCode).toBe(403);
  });

  it('keep the mail server password secret and send a test e-mail through it', async () => {
    const { client: user } = await signUp(t.app);
    const capabilities = async () => {
      const res = await user.get('/api/instance/capabilities');
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    // every account learns whether there is a mail server (for the Send Email tool), never its settings
    expect(await capabilities()).toEqual({ mailServer: false, plansEnforced: true });
    expect((await new SessionClient(t.app).get('/api/instance/capabilities')).statusCode).toBe(401);
    const noServer = await admin.post('/api/admin/instance/test-email', { to: 'ops@example.com' });
    expect(noServer.statusCode).toBe(409);
    const saved = await admin.put('/api/admin/instance', { smtp: { host: '127.0.0.1', port: smtp.port, user: 'mailer', password: 'mail-secret-77', from: 'agents@example.com' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().smtp).toEqual({ host: '127.0.0.1', port: smtp.port, user: 'mailer', from: 'agents@example.com', passwordSet: true });
    expect(saved.body).not.toContain('mail-secret-77');
    expect((await admin.get('/api/admin/instance')).body).not.toContain('mail-secret-77');
    expect(await capabilities()).toEqual({ mailServer: true, plansEnforced: true });

    // saving again without a password keeps the stored one
    await admin.put('/api/admin/instance', { smtp: { host: '127.0.0.1', port: smtp.port, user: 'mailer', from: 'agents@example.com' } });
    expect((await admin.post('/api/admin/instance/test-email', { to: 'ops@example.com' })).statusCode).toBe(204);
    expect(smtp.received.at(-1)).toMatchObject({ rcptTo: ['ops@example.com'], mailFrom: 'agents@example.com' });
    expect(smtp.logins.at(-1)).toEqual({ username: 'mailer', password: 'mail-secret-77' });
    // now "Forgot your password?" can work
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json().passwordReset).toBe(true);

    await admin.put('/api/admin/instance', { smtp: { host: '127.0.0.1', port: smtp.port, user: 'mailer', password: 'wrong-one', from: 'agents@example.com' } });
    const refused = await admin.post('/api/admin/instance/test-email', { to: 'ops@example.com' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toContain('rejected the login');
    expect(refused.body).not.toContain('wrong-one');

    await admin.put('/api/admin/instance', { smtp: null });
    expect(await capabilities()).toEqual({ mailServer: false, plansEnforced: true });
  });

  it('count SMTP_HOST of the environment as a mail server', async () => {
    const withEnv = await createTestApp({ SIGNUP_MODE: 'open', SMTP_HOST: 'mail.internal', SMTP_FROM: 'agents@example.com' });
    try {
      const { client } = await signUp(withEnv.app);
      expect((await client.get('/api/instance/capabilities')).json()).toEqual({ mailServer: true, plansEnforced: true });
    } finally {
      await withEnv.close();
    }
  });
});

describe('IP allow list', () => {
  it('keeps the builder app to the listed addresses, never public pages, and never locks out the admin saving it', async () => {
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const from = (remoteAddress: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie }, remoteAddress });

    const bad = await admin.put('/api/admin/instance', { ipAllowList: { enabled: true, cidrs: ['127.0.0.1', 'intranet'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('ipAllowList.cidrs.1');
    const lockout = await admin.put('/api/admin/instance', { ipAllowList: { enabled: true, cidrs: ['10.0.0.0/8'] } });
    expect(lockout.statusCode).toBe(400);
    expect(lockout.json().message).toContain('127.0.0.1');

    const saved = await admin.put('/api/admin/instance', { ipAllowList: { enabled: true, cidrs: ['127.0.0.1', '10.0.0.0/8'] } });
    expect(saved.json()).toMatchObject({ ipAllowList: { enabled: true, cidrs: ['127.0.0.1', '10.0.0.0/8'] }, clientAddress: '127.0.0.1' });
    expect((await from('10.20.30.40', '/api/projects')).statusCode).toBe(200);
    const outside = await from('192.0.2.5', '/api/projects');
    expect(outside.statusCode).toBe(403);
    expect(outside.json().code).toBe('IP_NOT_ALLOWED');
    // public routes answer everyone
    expect((await from('192.0.2.5', '/api/auth/providers')).statusCode).toBe(200);

    await admin.put('/api/admin/instance', { ipAllowList: { enabled: false, cidrs: [] } });
    expect((await from('192.0.2.5', '/api/projects')).statusCode).toBe(200);
  });
});

describe('user administration', () => {
  it("disables, enables, promotes and deletes accounts, never the admin's own", async () => {
    const { client, email } = await signUp(t.app);
    const id = (await client.get('/api/auth/user')).json().id as string;
    const adminId = (await admin.get('/api/auth/user')).json().id as string;

    expect((await admin.post(`/api/admin/users/${id}/disable`)).json().accessStatus).toBe('disabled');
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
    const refused = await login(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_DISABLED');
    expect((await admin.post(`/api/admin/users/${id}/enable`)).json().accessStatus).toBe('authorized');
    const back = new SessionClient(t.app);
    expect((await back.post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);

    expect((await admin.put(`/api/admin/users/${id}/role`, { role: 'admin' })).json().role).toBe('admin');
    expect((await back.get('/api/admin/users')).statusCode).toBe(200);
    expect((await admin.put(`/api/admin/users/${id}/role`, { role: 'user' })).json().role).toBe('user');

    for (const res of [
      await admin.post(`/api/admin/users/${adminId}/disable`),
      await admin.put(`/api/admin/users/${adminId}/role`, { role: 'user' }),
      await admin.request('DELETE', `/api/admin/users/${adminId}`),
    ]) {
      expect(res.statusCode).toBe(409);
    }

    const projectId = (await back.get('/api/projects')).json()[0].id;
    expect((await admin.request('DELETE', `/api/admin/users/${id}`)).statusCode).toBe(204);
    expect((await login(email)).statusCode).toBe(401);
    expect((await admin.get('/api/admin/users')).json().map((u: { id: string }) => u.id)).not.toContain(id);
    expect((await admin.get(`/api/projects/${projectId}`)).statusCode).toBe(404);
  });
});

describe('two-factor sign-in required for everyone', () => {
  const enableTwoFactor = async (client: SessionClient) => {
    const { secret } = (await client.post('/api/auth/2fa/setup')).json();
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
    expect((await client.post('/api/auth/2fa/enable', { code })).statusCode).toBe(200);
  };

  it('needs the admin to use it first, then lets accounts without it only set it up', async () => {
    const refused = await admin.put('/api/admin/instance', { requireTwoFactor: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('requireTwoFactor');
    await enableTwoFactor(admin);
    expect((await admin.put('/api/admin/instance', { requireTwoFactor: true })).json().requireTwoFactor).toBe(true);

    const { client } = await signUp(t.app);
    const blocked = await client.get('/api/projects');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
    await enableTwoFactor(client);
    expect((await client.get('/api/projects')).statusCode).toBe(200);
    expect((await admin.get('/api/admin/users')).statusCode).toBe(200);

    await admin.put('/api/admin/instance', { requireTwoFactor: false });
  });
});
