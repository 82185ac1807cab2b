import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedMail, type SmtpPeer } from '../fixtures/smtp-peer';
import { createAgent } from '../support/agents';
import { signUp, type SessionClient } from '../support/session-client';
import { createMailingTestApp } from '../support/mailing-test-app';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let smtp: SmtpPeer;
let close: () => Promise<void>;
let owner: SessionClient;
let projectId: string;

beforeAll(async () => {
  ({ t, smtp, close } = await createMailingTestApp({ SIGNUP_MODE: 'waitlist', PUBLIC_URL: 'https://agents.example.com' }));
  owner = (await signUp(t.app, { firstName: 'Olivia' })).client;
  projectId = (await owner.get('/api/projects')).json()[0].id;
});
afterAll(() => close());

const tokenOf = (link: string) => link.slice(link.indexOf('#') + 1);

describe('invitations', () => {
  it('e-mails a single-use link that only the invited address can answer; accepting joins, lets a waitlisted account in and makes the project current', async () => {
    const invited = await signUp(t.app);
    expect(invited.user.accessStatus).toBe('waitlist');
    const res = await owner.post(`/api/projects/${projectId}/invitations`, { email: invited.email.toUpperCase(), role: 'editor' });
    expect(res.statusCode).toBe(201);
    const { link, emailed, invitation } = res.json();
    expect(emailed).toBe(true);
    expect(invitation).toMatchObject({ email: invited.email, role: 'editor' });
    expect(link).toMatch(/^https:\/\/agents\.example\.com\/invite#[\w-]{40,}$/);
    const mail = smtp.received.at(-1);
    expect(mail?.rcptTo).toEqual([invited.email]);
    expect(mail?.headers.subject).toContain('My First Project');
    expect(decodedMail(mail?.raw ?? '')).toContain(link);

    // the pending invitation is listed for the owner, without its token
    const view = (await owner.get(`/api/projects/${projectId}/members`)).json();
    expect(view.invitations.map((i: { email: string }) => i.email)).toContain(invited.email);
    expect(JSON.stringify(view)).not.toContain(tokenOf(link));

    const someoneElse = (await signUp(t.app)).client;
    const wrong = await someoneElse.post('/api/invitations/accept', { token: tokenOf(link) });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toContain(invited.email);

    const preview = await invited.client.post('/api/invitations/preview', { token: tokenOf(link) });
    expect(preview.json()).toMatchObject({ projectName: 'My First Project', role: 'editor', invitedBy: expect.any(String) });

    const accepted = await invited.client.post('/api/invitations/accept', { token: tokenOf(link) });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().projectId).toBe(projectId);
    expect((await invited.client.get('/api/auth/user')).json().accessStatus).toBe('authorized');
    const projects = (await invited.client.get('/api/projects')).json();
    expect(projects[0]).toMatchObject({ id: projectId, role: 'editor' });

    expect((await invited.client.post('/api/invitations/accept', { token: tokenOf(link) })).statusCode).toBe(404);
    const members = (await owner.get(`/api/projects/${projectId}/members`)).json();
    expect(members.members.map((m: { role: string }) => m.role)).toEqual(['owner', 'editor']);
    expect(members.invitations.map((i: { email: string }) => i.email)).not.toContain(invited.email);
  });

  it('declines, revokes, expires after 7 days, and refuses a member twice or a bad address by field', async () => {
    const a = await signUp(t.app);
    const first = (await owner.post(`/api/projects/${projectId}/invitations`, { email: a.email, role: 'viewer' })).json();
    expect((await a.client.post('/api/invitations/decline', { token: tokenOf(first.link) })).statusCode).toBe(204);
    expect((await a.client.post('/api/invitations/accept', { token: tokenOf(first.link) })).statusCode).toBe(404);

    const second = (await owner.post(`/api/projects/${projectId}/invitations`, { email: a.email, role: 'viewer' })).json();
    expect((await owner.delete(`/api/projects/${projectId}/invitations/${second.invitation.id}`)).statusCode).toBe(204);
    expect((await a.client.post('/api/invitations/preview', { token: tokenOf(second.link) })).statusCode).toBe(404);

    // a newer invitation replaces the older one's link
    const third = (await owner.post(`/api/projects/${projectId}/invitations`, { email: a.email, role: 'viewer' })).json();
    const fourth = (await owner.post(`/api/projects/${projectId}/invitations`, { email: a.email, role: 'operator' })).json();
    expect((await a.client.post('/api/invitations/preview', { token: tokenOf(third.link) })).statusCode).toBe(404);
    t.setNow(new Date(Date.now() + 7 * 86_400_000 + 60_000));
    expect((await a.client.post('/api/invitations/accept', { token: tokenOf(fourth.link) })).statusCode).toBe(404);
    t.setNow(null);

    const bad = await owner.post(`/api/projects/${projectId}/invitations`, { email: 'not-an-address', role: 'viewer' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('email');
    const badRole = await owner.post(`/api/projects/${projectId}/invitations`, { email: a.email, role: 'owner' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toContain('role');
    const ownerAgain = await owner.post(`/api/projects/${projectId}/invitations`, { email: (await owner.get('/api/auth/user')).json().email, role: 'viewer' });
    expect(ownerAgain.statusCode).toBe(409);
  });

  it('shows the link to copy when no SMTP server is configured', async () => {
    const bare = await createTestApp({ SIGNUP_MODE: 'open' });
    try {
      const boss = (await signUp(bare.app)).client;
      const pid = (await boss.get('/api/projects')).json()[0].id;
      const res = await boss.post(`/api/projects/${pid}/invitations`, { email: 'friend@example.com', role: 'viewer' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ emailed: false, link: expect.stringContaining('/invite#') });
    } finally {
      await bare.close();
    }
  });
});

/** A member with `role` in the owner's project. */
async function joinAs(role: string): Promise<SessionClient> {
  const who = await signUp(t.app);
  const { link } = (await owner.post(`/api/projects/${projectId}/invitations`, { email: who.email, role })).json();
  const res = await who.client.post('/api/invitations/accept', { token: tokenOf(link) });
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.body}`);
  return who.client;
}

describe('roles on every route family', () => {
  it('allow, refuse with 403 ROLE_FORBIDDEN, or hide with 404 (non-members), as each role says', async () => {
    const { agent } = await createAgent(owner, { websiteUrls: [] });
    const version = (await owner.post(`/api/agents/${agent.id}/publish`, {})).json() as { id: string };
    let visits = 0;
    /** a new visitor's conversation on the public chat (the offline model answers) */
    const newConversation = async () => {
      visits += 1;
      const payload = { message: 'hello', sessionId: `visitor-${visits}` };
      const res = await t.app.inject({ method: 'POST', url: `/api/agent-versions/${version.id}/chat`, payload, remoteAddress: `10.8.0.${visits}` });
      expect(res.statusCode, res.body).toBe(200);
      return ((await owner.get(`/api/projects/${projectId}/conversations?limit=1`)).json().conversations as { id: string }[])[0].id;
    };
    const conversationId = await newConversation();

    type Call = (c: SessionClient) => Promise<{ statusCode: number }>;
    const families: Record<string, Call[]> = {
      view: [
        (c) => c.get(`/api/projects/${projectId}/agents`),
        (c) => c.get(`/api/agents/${agent.id}`),
        (c) => c.get(`/api/projects/${projectId}/datasets`),
        (c) => c.get(`/api/projects/${projectId}/tools`),
        (c) => c.get(`/api/agents/${agent.id}/workflow`),
        (c) => c.get(`/api/agents/${agent.id}/versions`),
        (c) => c.get(`/api/projects/${projectId}/analytics`),
        (c) => c.get(`/api/projects/${projectId}/api-keys`),
        (c) => c.get(`/api/agents/${agent.id}/test-cases`),
      ],
      build: [
        (c) => c.patch(`/api/agents/${agent.id}`, { status: 'active' }),
        (c) => c.post(`/api/projects/${projectId}/datasets`, { name: 'Team docs' }),
        (c) => c.post(`/api/agents/${agent.id}/test`, { input: 'hi' }),
        (c) => c.post(`/api/agents/${agent.id}/publish`, {}),
        (c) => c.post(`/api/projects/${projectId}/platform-keys`, { name: 'ci' }),
      ],
      readConversations: [
        (c) => c.get(`/api/projects/${projectId}/conversations`),
        (c) => c.get(`/api/projects/${projectId}/runs`),
        (c) => c.get(`/api/projects/${projectId}/leads`),
        (c) => c.get(`/api/conversations/${conversationId}`),
        (c) => c.get(`/api/projects/${projectId}/conversations/export?format=json`),
      ],
      handleConversations: [
        async (c) => c.delete(`/api/conversations/${await newConversation()}`),
      ],
      manage: [
        (c) => c.patch(`/api/projects/${projectId}`, { monthlyBudget: 200 }),
        (c) => c.post(`/api/projects/${projectId}/api-keys`, { provider: 'openai', name: 'team', keyHash: 'sk-team-key-000000000000000000001' }),
        (c) => c.post(`/api/projects/${projectId}/invitations`, { email: `x${Date.now()}@example.com`, role: 'viewer' }),
      ],
    };
    const allowed: Record<string, string[]> = {
      admin: ['view', 'build', 'readConversations', 'handleConversations', 'manage'],
      editor: ['view', 'build', 'readConversations'],
      operator: ['readConversations', 'handleConversations'],
      viewer: ['view', 'readConversations'],
    };
    const stranger = (await signUp(t.app)).client;
    await t.deps.db.execute(sql`update users set access_status = 'authorized'`);
    for (const [role, families_] of Object.entries(allowed)) {
      const member = await joinAs(role);
      for (const [family, calls] of Object.entries(families)) {
        for (const [i, call] of calls.entries()) {
          const res = await call(member);
          const label = `${role} ${family}#${i}: ${res.statusCode}`;
          if (families_.includes(family)) expect(res.statusCode < 400 || res.statusCode === 409, label).toBe(true);
          else {
            expect(res.statusCode, label).toBe(403);
            expect((res as unknown as { json: () => { code: string } }).json().code, label).toBe('ROLE_FORBIDDEN');
          }
        }
      }
    }
    for (const [family, calls] of Object.entries(families)) {
      for (const [i, call] of calls.entries()) expect((await call(stranger)).statusCode, `stranger ${family}#${i}`).toBe(404);
    }
  });
});

describe('membership changes', () => {
  it('changes roles, removes, lets members leave, and transfers ownership; the owner cannot leave or be demoted', async () => {
    const admin = await joinAs('admin');
    const viewer = await joinAs('viewer');
    const list = async () => (await owner.get(`/api/projects/${projectId}/members`)).json().members as { userId: string; role: string; email: string }[];
    const me = async (c: SessionClient) => (await c.get('/api/auth/user')).json().id as string;
    const viewerId = await me(viewer);
    const adminId = await me(admin);
    const ownerId = await me(owner);

    expect((await viewer.patch(`/api/projects/${projectId}/members/${adminId}`, { role: 'viewer' })).statusCode).toBe(403);
    expect((await admin.patch(`/api/projects/${projectId}/members/${viewerId}`, { role: 'editor' })).statusCode).toBe(204);
    expect((await list()).find((m) => m.userId === viewerId)?.role).toBe('editor');
    expect((await admin.patch(`/api/projects/${projectId}/members/${ownerId}`, { role: 'viewer' })).statusCode).toBe(403);
    expect((await admin.delete(`/api/projects/${projectId}/members/${ownerId}`)).statusCode).toBe(403);
    expect((await owner.delete(`/api/projects/${projectId}/members/${ownerId}`)).statusCode).toBe(409);
    expect((await admin.post(`/api/projects/${projectId}/transfer`, { userId: adminId })).statusCode).toBe(403);

    // the editor leaves; its project list no longer has the team's project
    expect((await viewer.delete(`/api/projects/${projectId}/members/${viewerId}`)).statusCode).toBe(204);
    expect((await viewer.get(`/api/projects/${projectId}`)).statusCode).toBe(404);
    expect((await viewer.get('/api/projects')).json().map((p: { id: string }) => p.id)).not.toContain(projectId);

    // the admin (on the Free plan, with a project of its own) cannot take a second project
    expect((await admin.post('/api/projects', { name: 'Side project' })).statusCode).toBe(201);
    const refused = await owner.post(`/api/projects/${projectId}/transfer`, { userId: adminId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PLAN_LIMIT_REACHED');
    const premium = await joinAs('editor');
    const premiumId = await me(premium);
    await t.deps.db.execute(sql`update users set subscription_tier = 'premium' where id = ${premiumId}`);
    expect((await owner.post(`/api/projects/${projectId}/transfer`, { userId: premiumId })).statusCode).toBe(204);
    const after = await list();
    expect(after.find((m) => m.userId === premiumId)?.role).toBe('owner');
    expect(after.find((m) => m.userId === ownerId)?.role).toBe('admin');
    expect((await owner.get(`/api/projects/${projectId}`)).json()).toMatchObject({ ownerId: premiumId, role: 'admin' });
  });
});
