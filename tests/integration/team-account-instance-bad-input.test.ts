import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

// The member, account and instance routes: another user's answers, and bad input named by field.
let t: TestApp;
let admin: SessionClient;
let owner: SessionClient;
let stranger: SessionClient;
let projectId: string;
let memberId: string;
let invitationId: string;
const ZERO = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open' });
  admin = (await signUp(t.app)).client; // the first account is the instance admin
  owner = (await signUp(t.app)).client;
  stranger = (await signUp(t.app)).client;
  projectId = (await owner.get('/api/projects')).json()[0].id;
  const member = await signUp(t.app);
  memberId = member.user.id;
  const { link } = (await owner.post(`/api/projects/${projectId}/invitations`, { email: member.email, role: 'viewer' })).json();
  await member.client.post('/api/invitations/accept', { token: link.slice(link.indexOf('#') + 1) });
  invitationId = (await owner.post(`/api/projects/${projectId}/invitations`, { email: 'later@example.com', role: 'editor' })).json().invitation.id;
});
afterAll(() => t.close());

describe('member routes', () => {
  it("answer 404 to someone outside the project, and change nothing", async () => {
    const calls = [
      stranger.get(`/api/projects/${projectId}/members`),
      stranger.post(`/api/projects/${projectId}/invitations`, { email: 'x@example.com', role: 'viewer' }),
      stranger.delete(`/api/projects/${projectId}/invitations/${invitationId}`),
      stranger.patch(`/api/projects/${projectId}/members/${memberId}`, { role: 'admin' }),
      stranger.delete(`/api/projects/${projectId}/members/${memberId}`),
      stranger.post(`/api/projects/${projectId}/transfer`, { userId: memberId }),
      stranger.post(`/api/projects/${projectId}/select`),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    const view = (await owner.get(`/api/projects/${projectId}/members`)).json();
    expect(view.members.map((m: { role: string }) => m.role)).toEqual(['owner', 'viewer']);
    expect(view.invitations).toHaveLength(1);
  });

  it('keep an invitation to its own address: another account can neither read, decline nor accept it', async () => {
    const { link, invitation } = (await owner.post(`/api/projects/${projectId}/invitations`, { email: 'invited-only@example.com', role: 'viewer' })).json();
    const token = link.slice(link.indexOf('#') + 1);
    for (const path of ['/api/invitations/preview', '/api/invitations/decline', '/api/invitations/accept']) {
      const res = await stranger.post(path, { token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'INVITATION_OTHER_EMAIL', message: expect.stringContaining('invited-only@example.com') });
    }
    const pending = (await owner.get(`/api/projects/${projectId}/members`)).json().invitations.map((i: { id: string }) => i.id);
    expect(pending).toContain(invitation.id);
    expect((await owner.delete(`/api/projects/${projectId}/invitations/${invitation.id}`)).statusCode).toBe(204);
  });

  it('name the field or parameter of bad input', async () => {
    const cases: [Promise<{ statusCode: number; json: () => { message: string } }>, string][] = [
      [owner.get('/api/projects/not-a-uuid/members'), 'id'],
      [owner.delete(`/api/projects/${projectId}/invitations/nope`), 'invitationId'],
      [owner.patch(`/api/projects/${projectId}/members/nope`, { role: 'viewer' }), 'userId'],
      [owner.patch(`/api/projects/${projectId}/members/${memberId}`, { role: 'owner' }), 'role'],
      [owner.post(`/api/projects/${projectId}/transfer`, { userId: 'someone' }), 'userId'],
      [owner.post('/api/invitations/preview', { token: '' }), 'token'],
      [owner.post('/api/invitations/accept', {}), 'token'],
    ];
    for (const [call, field] of cases) {
      const res = await call;
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toContain(field);
    }
    expect((await owner.patch(`/api/projects/${projectId}/members/${ZERO}`, { role: 'viewer' })).statusCode).toBe(404);
    expect((await owner.delete(`/api/projects/${projectId}/invitations/${ZERO}`)).statusCode).toBe(404);
  });
});

describe('account routes', () => {
  it('act only on your own account, and name the field of bad input', async () => {
    const ownSession = ((await owner.get('/api/auth/sessions')).json() as { id: string }[])[0].id;
    expect((await stranger.delete(`/api/auth/sessions/${ownSession}`)).statusCode).toBe(404);
    expect((await owner.get('/api/auth/user')).statusCode).toBe(200);
    expect((await stranger.delete('/api/auth/sessions/zzz')).statusCode).toBe(404);

    await owner.post('/api/auth/2fa/setup');
    const cases: [Promise<{ statusCode: number; json: () => { message: string } }>, string][] = [
      [owner.post('/api/auth/2fa/enable', { code: '12ab56' }), 'code'],
      [owner.post('/api/auth/2fa/disable', { password: '' }), 'password'],
      [owner.post('/api/auth/2fa/recovery-codes', {}), 'password'],
      [owner.post('/api/auth/password', { currentPassword: '', newPassword: 'long-enough-1' }), 'currentPassword'],
      [t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: 'not-an-address' } }).then((r) => ({ statusCode: r.statusCode, json: () => r.json() })), 'email'],
      [t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token: 'x', newPassword: 'short' } }).then((r) => ({ statusCode: r.statusCode, json: () => r.json() })), 'newPassword'],
    ];
    for (const [call, field] of cases) {
      const res = await call;
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toContain(field);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
  });
});

describe('instance routes', () => {
  it('are refused to other accounts, and name the field of bad input', async () => {
    const strangerId = ((await stranger.get('/api/auth/user')).json() as { id: string }).id;
    for (const res of await Promise.all([
      owner.get('/api/admin/instance'),
      owner.put('/api/admin/instance', { signupMode: 'open' }),
      owner.post('/api/admin/instance/test-email', { to: 'a@example.com' }),
      owner.post(`/api/admin/users/${strangerId}/enable`),
      owner.put(`/api/admin/users/${strangerId}/role`, { role: 'admin' }),
    ])) {
      expect(res.statusCode).toBe(403);
    }
    expect((await stranger.get('/api/auth/user')).json().role).toBe('user');

    const cases: [Promise<{ statusCode: number; json: () => { message: string } }>, string][] = [
      [admin.put('/api/admin/instance', { signupMode: 'everyone' }), 'signupMode'],
      [admin.put('/api/admin/instance', { smtp: { host: 'mail.example.com', port: 0, from: 'a@example.com' } }), 'smtp.port'],
      [admin.put('/api/admin/instance', { smtp: { host: '', port: 25, from: 'a@example.com' } }), 'smtp.host'],
      [admin.put('/api/admin/instance', { smtp: { host: 'mail.example.com', port: 25, from: 'nobody' } }), 'smtp.from'],
      [admin.post('/api/admin/instance/test-email', { to: 'nobody' }), 'to'],
      [admin.put(`/api/admin/users/${strangerId}/role`, { role: 'owner' }), 'role'],
      [admin.post('/api/admin/users/not-a-uuid/disable'), 'id'],
    ];
    for (const [call, field] of cases) {
      const res = await call;
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toContain(field);
    }
    expect((await admin.post(`/api/admin/users/${ZERO}/disable`)).statusCode).toBe(404);
    expect((await admin.get('/api/admin/instance')).json().smtp).toBeNull();
  });
});
