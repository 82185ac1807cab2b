import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { agentRuns } from '../../src/server/db/schema';
import { channelConfigs, channelMessages } from '../../src/server/db/channel-tables';
import { pollChannelOnce } from '../../src/server/conversation/channels/channel-poller';
import { channelDefinition } from '../../src/server/conversation/channels/registry';
import { dovecotInstalled, startDovecot, type DovecotPeer } from '../fixtures/dovecot';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { decodedMail, startSmtpPeer, type SmtpPeer } from '../fixtures/smtp-peer';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';
import { signUp, type SessionClient } from '../support/session-client';
import { joinProject } from '../support/members';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';

const ADDRESS = 'agent@example.test';
const SMTP_PASSWORD = 'smtp-secret-pw';
let t: TestApp;
let llm: FakeLlm;
let imap: DovecotPeer;
let smtp: SmtpPeer;
let owner: SessionClient;
let agentId: string;
let projectId: string;
let mailCounter = 0;

const plainAgent = { ...sampleAgent, websiteUrls: [], enabledTools: {}, toolConfigs: {} };

const settings = (overrides: Record<string, unknown> = {}) => ({
  address: ADDRESS,
  imapHost: '127.0.0.1',
  imapPort: imap.port,
  imapTls: 'none',
  imapUser: imap.user,
  imapPassword: imap.password,
  mailbox: '',
  smtpHost: '127.0.0.1',
  smtpPort: smtp.port,
  smtpTls: 'none',
  smtpUser: 'smtp-user',
  smtpPassword: SMTP_PASSWORD,
  ...overrides,
});

/** A mail as a client writes it; `headers` adds or replaces lines. */
function mail(from: string, subject: string, text: string, headers: Record<string, string> = {}) {
  const id = `<m${++mailCounter}.${Date.now()}@visitor.test>`;
  const all: Record<string, string> = { From: `Visitor <${from}>`, To: ADDRESS, Subject: subject, 'Message-ID': id, Date: new Date().toUTCString(), 'Content-Type': 'text/plain; charset=utf-8', ...headers };
  return { id, raw: `${Object.entries(all).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${text}\r\n` };
}

const poll = () => pollChannelOnce(t.deps, channelDefinition('email'));
const channelView = async () => (await owner.get(`/api/agents/${agentId}/channels`)).json().email;

describe.skipIf(!dovecotInstalled)('E-mail through IMAP (Dovecot) and SMTP (smtp-server)', () => {
  beforeAll(async () => {
    llm = await startFakeLlm();
    imap = await startDovecot();
    smtp = await startSmtpPeer({ login: { user: 'smtp-user', password: SMTP_PASSWORD } });
    t = await createTestApp(
      { SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: [llm.host, `127.0.0.1:${imap.port}`, `127.0.0.1:${smtp.port}`].join(','), MODEL_TIMEOUT_MS: '3000', EMAIL_POLL_SECONDS: '3600' },
      { worker: true },
    );
    owner = (await signUp(t.app)).client;
    const created = await createAgent(owner, plainAgent);
    agentId = created.agent.id;
    projectId = created.projectId;
    await useFakeModel(owner, created.projectId, llm.baseUrl);
    expect((await owner.post(`/api/agents/${agentId}/publish`)).statusCode).toBe(201);
    const saved = await owner.put(`/api/agents/${agentId}/channels/email`, settings());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ address: ADDRESS, imapPort: imap.port, imapTls: 'none', mailbox: 'INBOX', smtpUser: 'smtp-user', imapPasswordHint: '…t-pw', smtpPasswordSet: true, webhookUrl: null, configured: true });
    expect(saved.body).not.toContain(imap.password);
    expect(saved.body).not.toContain(SMTP_PASSWORD);
  }, 30_000);
  afterAll(async () => {
    await t?.close();
    await llm?.close();
    await imap?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('answers a new mail once, by SMTP in its thread, without quoting the history, and marks it read', async () => {
    llm.script({ kind: 'reply', text: '**We open at nine.** See [our hours](https://shop.example.com/hours).' });
    const first = mail('ana@visitor.test', 'Opening hours', 'When do you open?\n\nOn Mon, 1 Jun 2026 at 10:00, Agent <agent@example.test> wrote:\n> Earlier text\n> more', {
      References: '<root@visitor.test>',
    });
    await imap.deliver(first.raw);
    await poll();
    await until(() => smtp.received.length === 1, 'the reply');
    const reply = smtp.received[0];
    expect(reply.mailFrom).toBe(ADDRESS);
    expect(reply.rcptTo).toEqual(['ana@visitor.test']);
    expect(reply.headers.subject).toBe('Re: Opening hours');
    expect(reply.headers['in-reply-to']).toBe(first.id);
    expect(reply.headers.references).toBe(`<root@visitor.test> ${first.id}`);
    expect(reply.headers['auto-submitted']).toBe('auto-replied');
    const text = decodedMail(reply.body);
    expect(text).toContain('We open at nine. See our hours (https://shop.example.com/hours).');
    expect(text).not.toContain('Earlier text');
    expect(text).not.toContain('wrote:');
    // the model was given the visitor's words only
    const asked = JSON.stringify(llm.requests.at(-1)?.body.messages);
    expect(asked).toContain('When do you open?');
    expect(asked).not.toContain('Earlier text');
    expect(smtp.logins.at(-1)).toEqual({ username: 'smtp-user', password: SMTP_PASSWORD });
    expect((await imap.flags()).get(first.id)).toContain('\\Seen');

    const view = await channelView();
    expect(view.status.state).toBe('connected');
    expect(view.status.lastMessageAt).not.toBeNull();

    // "Re:" is not doubled on the visitor's answer
    llm.script({ kind: 'reply', text: 'Yes, Saturdays too.' });
    const second = mail('ana@visitor.test', 'Re: Re: Opening hours', 'And on Saturday?', { 'In-Reply-To': '<x@y>' });
    await imap.deliver(second.raw);
    await poll();
    await until(() => smtp.received.length === 2, 'the second reply');
    expect(smtp.received[1].headers.subject).toBe('Re: Re: Opening hours');
    expect(JSON.stringify(llm.requests.at(-1)?.body.messages)).toContain('When do you open?');
  });

  it('never answers the same Message-ID twice: a poll after a restart (cursor lost, mail unread again) sends nothing', async () => {
    llm.script({ kind: 'reply', text: 'Only once.' });
    const once = mail('ben@visitor.test', 'Once', 'Hello?');
    await imap.deliver(once.raw);
    await poll();
    await until(() => smtp.received.length === 1, 'the reply');
    // as after a crash between storing the mail and marking it read, with the cursor gone
    await imap.markAllUnseen();
    await t.deps.db.execute(sql`update channel_configs set settings = settings - 'pollCursor' where channel = 'email'`);
    await Promise.all([poll(), poll()]);
    await poll();
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received).toHaveLength(1);
    expect(await t.deps.db.select().from(agentRuns).where(eq(agentRuns.sessionId, 'email:ben@visitor.test'))).toHaveLength(1);
  });

  it('skips auto-replies, bulk and list mail, bounces and its own mail, storing nothing', async () => {
    const before = (await t.deps.db.select().from(channelMessages)).length;
    await imap.deliver(mail('out@visitor.test', 'Out of office', 'I am away', { 'Auto-Submitted': 'auto-replied' }).raw);
    await imap.deliver(mail('news@visitor.test', 'News', 'Our newsletter', { 'List-Id': '<news.visitor.test>' }).raw);
    await imap.deliver(mail('promo@visitor.test', 'Promo', 'Buy now', { Precedence: 'bulk' }).raw);
    await imap.deliver(mail('junk@visitor.test', 'Junk', 'Spam', { Precedence: 'junk' }).raw);
    await imap.deliver(mail('mailer-daemon@visitor.test', 'Undelivered', 'Bounce', { 'Return-Path': '<>' }).raw);
    await imap.deliver(mail(ADDRESS, 'Re: mine', 'My own reply').raw);
    await imap.deliver(mail(`${'x'.repeat(95)}@visitor.test`, 'Long', 'A sender too long to be a visitor key').raw);
    await poll();
    await new Promise((r) => setTimeout(r, 400));
    expect(smtp.received.map((m) => `${m.rcptTo.join()} ${m.headers.subject}`)).toEqual([]);
    expect((await t.deps.db.select().from(channelMessages)).length).toBe(before);
    // an explicit "no" is a person's mail
    llm.script({ kind: 'reply', text: 'Answered.' });
    await imap.deliver(mail('cara@visitor.test', 'Question', 'A real question', { 'Auto-Submitted': 'no' }).raw);
    await poll();
    await until(() => smtp.received.length === 1, 'the reply to a person');
    expect(smtp.received[0].rcptTo).toEqual(['cara@visitor.test']);
  });

  it('records a refused IMAP login as the last error, with the server\'s reason and without the password', async () => {
    const other = (await createAgent(owner, { ...plainAgent, name: 'Wrong password' })).agent.id;
    const saved = await owner.put(`/api/agents/${other}/channels/email`, settings({ address: 'other@example.test', imapPassword: 'wrong-password-123' }));
    expect(saved.statusCode, saved.body).toBe(200);
    await poll();
    const status = (await owner.get(`/api/agents/${other}/channels`)).json().email.status;
    expect(status.state).toBe('error');
    expect(status.lastError).toMatch(/^The IMAP server 127\.0\.0\.1 refused the login of agent@example\.test: .*Authentication failed/);
    expect(JSON.stringify(status)).not.toContain('wrong-password-123');
    const check = await owner.post(`/api/agents/${other}/channels/email/check`, {});
    expect(check.statusCode).toBe(200);
    expect(check.json().ok).toBe(false);
    expect(check.body).not.toContain('wrong-password-123');
    expect((await owner.delete(`/api/agents/${other}/channels/email`)).statusCode).toBe(204);
  });

  it('sends a test message: an IMAP login, an SMTP check, and a mail to the address typed', async () => {
    const checked = await owner.post(`/api/agents/${agentId}/channels/email/check`, {});
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual({ ok: true, code: 'emailSignedIn', params: { imapHost: '127.0.0.1', smtpHost: '127.0.0.1' }, detail: 'Signed in to 127.0.0.1 (IMAP) and 127.0.0.1 (SMTP).' });
    expect(smtp.received).toHaveLength(0);
    const sent = await owner.post(`/api/agents/${agentId}/channels/email/check`, { to: 'owner@example.test' });
    expect(sent.json()).toEqual({
      ok: true,
      code: 'emailSent',
      params: { imapHost: '127.0.0.1', smtpHost: '127.0.0.1', to: 'owner@example.test' },
      detail: 'Signed in to 127.0.0.1 (IMAP) and 127.0.0.1 (SMTP). A test e-mail was sent to owner@example.test.',
    });
    expect(smtp.received[0].rcptTo).toEqual(['owner@example.test']);
    expect(smtp.received[0].headers.subject).toBe('Test message from your agent');
    const bad = await owner.post(`/api/agents/${agentId}/channels/email/check`, { to: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^to: /);
  });

  it('sends an operator reply from the Inbox in the thread of the latest mail', async () => {
    llm.script({ kind: 'reply', text: 'Bot answer.' });
    const latest = mail('dana@visitor.test', 'Refund', 'I want a refund', { References: '<r0@visitor.test>' });
    await imap.deliver(latest.raw);
    await poll();
    await until(() => smtp.received.length === 1, 'the bot reply');
    const conversation = (await owner.get(`/api/projects/${projectId}/inbox`)).json().conversations.find((c: { sessionId: string }) => c.sessionId === 'email:dana@visitor.test');
    expect(conversation.channel).toBe('email');
    expect((await owner.post(`/api/inbox/conversations/${conversation.id}/take-over`)).statusCode).toBe(200);
    // the visitor is told by mail, in the thread, that a person joined
    expect(smtp.received[1].headers['in-reply-to']).toBe(latest.id);
    const sent = await owner.post(`/api/inbox/conversations/${conversation.id}/messages`, { text: 'This is **Ana** from the team.' });
    expect(sent.statusCode, sent.body).toBe(201);
    const reply = smtp.received.at(-1)!;
    expect(reply.rcptTo).toEqual(['dana@visitor.test']);
    expect(reply.headers.subject).toBe('Re: Refund');
    expect(reply.headers['in-reply-to']).toBe(latest.id);
    expect(reply.headers.references).toBe(`<r0@visitor.test> ${latest.id}`);
    expect(decodedMail(reply.body)).toContain('This is Ana from the team.');
  });

  it('refuses invalid settings by field, and loopback servers not allowed by ALLOW_PRIVATE_URLS', async () => {
    const other = (await createAgent(owner, { ...plainAgent, name: 'Invalid' })).agent.id;
    const noPassword = await owner.put(`/api/agents/${other}/channels/email`, settings({ address: 'x@example.test', imapPassword: '' }));
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe('imapPassword: required (nothing is stored yet)');
    const badPort = await owner.put(`/api/agents/${other}/channels/email`, settings({ address: 'x@example.test', imapPort: 70000 }));
    expect(badPort.statusCode).toBe(400);
    expect(badPort.json().message).toMatch(/^imapPort: /);
    const badTls = await owner.put(`/api/agents/${other}/channels/email`, settings({ address: 'x@example.test', smtpTls: 'ssl' }));
    expect(badTls.json().message).toMatch(/^smtpTls: /);
    const longAddress = await owner.put(`/api/agents/${other}/channels/email`, settings({ address: `${'a'.repeat(60)}@example.test` }));
    expect(longAddress.json().message).toMatch(/^address: Enter an address of at most 64 characters/);
    const blocked = await owner.put(`/api/agents/${other}/channels/email`, settings({ address: 'x@example.test', imapPort: 1 }));
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toMatch(/^imapHost: The mail server 127\.0\.0\.1 cannot be used: .*ALLOW_PRIVATE_URLS/);
    const metadata = await owner.put(`/api/agents/${other}/channels/email`, settings({ address: 'x@example.test', smtpHost: '169.254.169.254' }));
    expect(metadata.json().message).toMatch(/^smtpHost: /);
    const taken = await owner.put(`/api/agents/${other}/channels/email`, settings());
    expect(taken.statusCode).toBe(409);
  });

  it('keeps a second project\'s user out (404) and a viewer from changing it (403); never returns a password', async () => {
    const stranger = (await signUp(t.app)).client;
    expect((await stranger.get(`/api/agents/${agentId}/channels`)).statusCode).toBe(404);
    expect((await stranger.put(`/api/agents/${agentId}/channels/email`, settings())).statusCode).toBe(404);
    expect((await stranger.post(`/api/agents/${agentId}/channels/email/check`, {})).statusCode).toBe(404);
    expect((await stranger.delete(`/api/agents/${agentId}/channels/email`)).statusCode).toBe(404);
    const viewer = await joinProject(t.app, owner, projectId, 'viewer');
    const seen = await viewer.get(`/api/agents/${agentId}/channels`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().email.address).toBe(ADDRESS);
    for (const res of [seen, await owner.get(`/api/agents/${agentId}/channels`)]) {
      expect(res.body).not.toContain(imap.password);
      expect(res.body).not.toContain(SMTP_PASSWORD);
    }
    expect((await viewer.put(`/api/agents/${agentId}/channels/email`, settings())).statusCode).toBe(403);
    expect((await viewer.post(`/api/agents/${agentId}/channels/email/check`, {})).statusCode).toBe(403);
    expect((await viewer.delete(`/api/agents/${agentId}/channels/email`)).statusCode).toBe(403);
    const [row] = await t.deps.db.select().from(channelConfigs).where(eq(channelConfigs.agentId, agentId));
    expect(row.secretsEnc).not.toContain(imap.password);
  });
});
