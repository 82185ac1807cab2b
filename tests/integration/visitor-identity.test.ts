import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, visitors } from '../../src/server/db/schema';
import { agentIdentitySecrets } from '../../src/server/db/visitor-tables';
import { createAgent } from '../support/agents';
import { joinProject } from '../support/members';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 32, item 1: the site's server signs its user id with the agent's identity secret
// (docs/decisions/0045). Signed: a verified visitor; unsigned: a hint; wrong: refused, anonymous.
let t: TestApp;
let owner: SessionClient;
let stranger: SessionClient;
let projectId: string;
let agentId: string;
let versionId: string;
let secret: string;

const sign = (key: string, userId: string) => createHmac('sha256', key).update(userId).digest('hex');
let sessions = 0;
const chat = (identity: Record<string, unknown> | undefined, sessionId = `session-identity-${++sessions}`) =>
  t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: { message: 'Hello', sessionId, channel: 'widget', ...(identity ? { identity } : {}) } });

async function conversationOf(sessionId: string) {
  const [row] = await t.deps.db.select().from(conversations).where(eq(conversations.sessionId, sessionId));
  if (!row.visitorId) return { row, visitor: null };
  const [visitor] = await t.deps.db.select().from(visitors).where(eq(visitors.id, row.visitorId));
  return { row, visitor };
}

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open' }, { worker: false });
  owner = (await signUp(t.app)).client;
  stranger = (await signUp(t.app)).client;
  const created = await createAgent(owner, { websiteUrls: [], enabledTools: {}, toolConfigs: {} });
  agentId = created.agent.id;
  projectId = created.projectId;
  versionId = (await owner.post(`/api/agents/${agentId}/publish`, {})).json().id;
  const res = await owner.post(`/api/agents/${agentId}/identity-secret`);
  expect(res.statusCode).toBe(201);
  secret = res.json().secret;
});
afterAll(async () => {
  await t.close();
});

describe('the identity secret', () => {
  it('is shown once, stored sealed, and never returned again', async () => {
    expect(secret).toMatch(/^afid_[A-Za-z0-9_-]{43}$/);
    const status = await owner.get(`/api/agents/${agentId}/identity-secret`);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ configured: true, createdAt: expect.any(String) });
    expect(status.body).not.toContain(secret);
    for (const url of [`/api/agents/${agentId}`, `/api/projects/${projectId}/agents`, `/api/agents/${agentId}/export`]) {
      const res = await owner.get(url);
      expect(res.body, url).not.toContain(secret);
    }
    const [row] = await t.deps.db.select().from(agentIdentitySecrets).where(eq(agentIdentitySecrets.agentId, agentId));
    expect(row.sealedSecret).not.toContain(secret);
    expect(row.sealedSecret).not.toContain(secret.slice(5, 20));
  });

  it('answers another project’s user 404 as for an unknown agent, and refuses viewers and operators', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of [`/api/agents/${agentId}/identity-secret`, `/api/agents/${unknown}/identity-secret`]) {
      const read = await stranger.get(url);
      const rotate = await stranger.post(url);
      expect(read.statusCode).toBe(404);
      expect(rotate.statusCode).toBe(404);
      expect(rotate.body).not.toContain('afid_');
    }
    expect((await stranger.get(`/api/agents/${agentId}/identity-secret`)).json()).toEqual((await stranger.get(`/api/agents/${unknown}/identity-secret`)).json());
    for (const role of ['viewer', 'operator']) {
      const member = await joinProject(t.app, owner, projectId, role);
      // a viewer sees whether a secret is set; an operator answers conversations and sees no agent settings
      expect((await member.get(`/api/agents/${agentId}/identity-secret`)).statusCode, role).toBe(role === 'viewer' ? 200 : 403);
      const rotate = await member.post(`/api/agents/${agentId}/identity-secret`);
      expect(rotate.statusCode, role).toBe(403);
      expect(rotate.body).not.toContain('afid_');
    }
    // the secret still verifies: nobody rotated it
    expect((await chat({ userId: 'still-valid', signature: sign(secret, 'still-valid') })).json().identity.status).toBe('verified');
  });
});

describe('an identity sent with a turn', () => {
  it('signed: a verified visitor is stored and the conversation points at it', async () => {
    const res = await chat({ userId: 'user-42', name: 'Ada Lovelace', email: 'ada@example.com', signature: sign(secret, 'user-42') }, 'session-verified');
    expect(res.statusCode).toBe(200);
    expect(res.json().identity).toEqual({ status: 'verified', code: null, message: null });
    expect(res.json().message).not.toBe('');
    const { visitor } = await conversationOf('session-verified');
    expect(visitor).toMatchObject({ projectId, externalId: 'user-42', name: 'Ada Lovelace', email: 'ada@example.com', verified: true });
    // an upper-case signature is the same signature
    const again = await chat({ userId: 'user-42', signature: sign(secret, 'user-42').toUpperCase() }, 'session-verified-2');
    expect(again.json().identity.status).toBe('verified');
    const second = await conversationOf('session-verified-2');
    expect(second.visitor?.id).toBe(visitor?.id);
    expect(second.visitor?.name).toBe('Ada Lovelace');

    const list = (await owner.get(`/api/projects/${projectId}/conversations`)).json().conversations as { sessionId: string; identifiedVisitor: unknown }[];
    expect(list.find((c) => c.sessionId === 'session-verified')?.identifiedVisitor).toEqual({ externalId: 'user-42', name: 'Ada Lovelace', email: 'ada@example.com', verified: true });
    const inbox = (await owner.get(`/api/projects/${projectId}/inbox`)).json().conversations as { sessionId: string; visitorName: string; visitorVerified: boolean }[];
    expect(inbox.find((c) => c.sessionId === 'session-verified')).toMatchObject({ visitorName: 'Ada Lovelace', visitorVerified: true });
  });

  it('with a wrong or forged signature: refused with a code, the turn answered anonymously', async () => {
    const wrong = await chat({ userId: 'user-42', name: 'Mallory', signature: sign('not-the-secret', 'user-42') }, 'session-wrong');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json().identity).toMatchObject({ status: 'refused', code: 'IDENTITY_REFUSED', message: expect.stringContaining('not accepted') });
    expect(wrong.json().message).not.toBe('');
    expect((await conversationOf('session-wrong')).visitor).toBeNull();
    // the signature of another user id does not make this one
    const forged = await chat({ userId: 'admin', signature: sign(secret, 'user-42') }, 'session-forged');
    expect(forged.json().identity.status).toBe('refused');
    expect((await conversationOf('session-forged')).visitor).toBeNull();
    const [stored] = await t.deps.db.select().from(visitors).where(eq(visitors.externalId, 'admin'));
    expect(stored).toBeUndefined();
    // streamed too: the done event carries the outcome
    const streamed = await t.app.inject({
      method: 'POST',
      url: `/api/agent-versions/${versionId}/chat`,
      headers: { accept: 'text/event-stream' },
      payload: { message: 'Hi', sessionId: 'session-wrong-stream', identity: { userId: 'x', signature: sign('nope', 'x') } },
    });
    expect(streamed.body).toContain('event: done');
    expect(streamed.body).toContain('IDENTITY_REFUSED');
  });

  it('unsigned: kept as an unverified hint, never merged with the verified visitor of the same id', async () => {
    const res = await chat({ userId: 'user-42', name: 'Someone claiming' }, 'session-hint');
    expect(res.json().identity).toEqual({ status: 'unverified', code: null, message: null });
    const { visitor } = await conversationOf('session-hint');
    expect(visitor).toMatchObject({ externalId: 'user-42', name: 'Someone claiming', verified: false });
    const [verified] = await t.deps.db.select().from(visitors).where(eq(visitors.name, 'Ada Lovelace'));
    expect(verified.id).not.toBe(visitor?.id);
    // a hint sent later in a verified conversation does not replace its visitor
    await chat({ userId: 'user-42', name: 'Someone claiming' }, 'session-verified');
    expect((await conversationOf('session-verified')).visitor?.verified).toBe(true);
    const inbox = (await owner.get(`/api/projects/${projectId}/inbox`)).json().conversations as { sessionId: string; visitorName: string; visitorVerified: boolean }[];
    expect(inbox.find((c) => c.sessionId === 'session-hint')).toMatchObject({ visitorName: 'Someone claiming', visitorVerified: false });
    // no identity at all: anonymous, as before
    const anonymous = await chat(undefined, 'session-anon');
    expect(anonymous.json().identity).toBeNull();
    expect((await conversationOf('session-anon')).visitor).toBeNull();
  });

  it('refuses fields over their limits with 400 naming the field and the limit, storing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ userId: 'u'.repeat(256) }, 'identity.userId: at most 255 characters'],
      [{ userId: 'u', name: 'n'.repeat(201) }, 'identity.name: at most 200 characters'],
      [{ userId: 'u', email: `${'e'.repeat(250)}@x.io` }, 'identity.email: at most 254 characters'],
      [{ userId: 'u', signature: 'ab12' }, 'identity.signature: exactly 64 hexadecimal characters'],
      [{ userId: 'u', signature: 'z'.repeat(64) }, 'identity.signature: exactly 64 hexadecimal characters'],
      [{ userId: 'u', signature: sign(secret, 'u') + '00' }, 'identity.signature: exactly 64 hexadecimal characters'],
      [{ userId: '' }, 'identity.userId'],
    ];
    for (const [identity, message] of cases) {
      const res = await chat(identity, `session-bad-${message.length}-${sessions}`);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const [stored] = await t.deps.db.select().from(visitors).where(eq(visitors.externalId, 'u'));
    expect(stored).toBeUndefined();
  });

  it('rotating the secret makes signatures made with the old one refused', async () => {
    const before = await chat({ userId: 'user-7', signature: sign(secret, 'user-7') });
    expect(before.json().identity.status).toBe('verified');
    const rotated = (await owner.post(`/api/agents/${agentId}/identity-secret`)).json().secret as string;
    expect(rotated).not.toBe(secret);
    expect((await chat({ userId: 'user-7', signature: sign(secret, 'user-7') })).json().identity.status).toBe('refused');
    expect((await chat({ userId: 'user-7', signature: sign(rotated, 'user-7') })).json().identity.status).toBe('verified');
    secret = rotated;
  });

  it('an agent without a secret refuses every signature', async () => {
    const other = await createAgent(owner, { name: 'No secret', websiteUrls: [], enabledTools: {}, toolConfigs: {} });
    const otherVersion = (await owner.post(`/api/agents/${other.agent.id}/publish`, {})).json().id;
    expect((await owner.get(`/api/agents/${other.agent.id}/identity-secret`)).json()).toEqual({ configured: false, createdAt: null });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/agent-versions/${otherVersion}/chat`,
      payload: { message: 'Hello', sessionId: 'session-no-secret', identity: { userId: 'user-42', signature: sign(secret, 'user-42') } },
    });
    expect(res.json().identity.status).toBe('refused');
  });
});

describe('the public API', () => {
  it('verifies, refuses and hints as the chat does', async () => {
    const key = (await owner.post(`/api/projects/${projectId}/platform-keys`, { name: 'Backend' })).json().key as string;
    const run = (identity: Record<string, unknown>, sessionId: string) =>
      t.app.inject({ method: 'POST', url: `/api/agents/${agentId}/run`, headers: { authorization: `Bearer ${key}` }, payload: { message: 'Hello', sessionId, identity } });
    const ok = await run({ userId: 'api-user', email: 'api@example.com', signature: sign(secret, 'api-user') }, 'api-verified');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().identity.status).toBe('verified');
    expect((await conversationOf('api-verified')).visitor).toMatchObject({ externalId: 'api-user', email: 'api@example.com', verified: true });
    const refused = await run({ userId: 'api-user', signature: sign(secret, 'someone-else') }, 'api-refused');
    expect(refused.statusCode).toBe(200);
    expect(refused.json().identity).toMatchObject({ status: 'refused', code: 'IDENTITY_REFUSED' });
    expect((await conversationOf('api-refused')).visitor).toBeNull();
    const tooLong = await run({ userId: 'x'.repeat(300) }, 'api-long');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('identity.userId: at most 255 characters');
  });
});

describe('how to embed and sign', () => {
  it('shows the identity attributes in the embed code, and Node, Python and PHP signing in the code and the API reference', async () => {
    const widget = (await owner.post(`/api/agents/${agentId}/generate-code`, { deploymentType: 'widget' })).json();
    expect(widget.snippets.html).toContain('data-user-signature="SIGNATURE"');
    expect(widget.snippets.node).toContain("createHmac('sha256'");
    expect(widget.snippets.python).toContain('hashlib.sha256');
    expect(widget.snippets.php).toContain("hash_hmac('sha256'");
    const api = (await owner.post(`/api/agents/${agentId}/generate-code`, { deploymentType: 'api' })).json();
    expect(api.snippets.identity).toContain('"identity": {"userId"');
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.info.description).toContain('## Verified visitors');
    expect(doc.info.description).toContain("hash_hmac('sha256'");
    expect(JSON.stringify(doc.paths['/api/agents/{id}/run'])).toContain('signature');
  });
});
