import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SECRET_MASK } from '../../src/common/tool-configs';
import { agentRuns } from '../../src/server/db/schema';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { startSmtpPeer } from '../fixtures/smtp-peer';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';

const SMTP_USER = 'shop-bot';
const SMTP_PASSWORD = 'smtp-pass-9f3b1c';

let t: TestApp;
let llm: FakeLlm;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let owner: SessionClient;
let projectId: string;
let agentId: string;
let agentForm: Record<string, unknown>;

const emailSettings = (port: number, overrides: Record<string, unknown> = {}) => ({
  smtpHost: '127.0.0.1',
  smtpPort: port,
  smtpUser: SMTP_USER,
  smtpPassword: SMTP_PASSWORD,
  fromEmail: 'bot@shop.example',
  allowedRecipients: ['Sales@Shop.example'],
  allowVisitorEmail: true,
  maxPerConversation: 2,
  ...overrides,
});

beforeAll(async () => {
  smtp = await startSmtpPeer({ login: { user: SMTP_USER, password: SMTP_PASSWORD } });
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: 'true', MODEL_TIMEOUT_MS: '3000' });
  owner = (await signUp(t.app)).client;
  agentForm = {
    ...sampleAgent,
    websiteUrls: [],
    enabledTools: { ...sampleAgent.enabledTools, sendEmail: true },
    toolConfigs: { sendEmail: emailSettings(smtp.port) },
  };
  ({ projectId, agent: { id: agentId } } = await createAgent(owner, agentForm));
  await useFakeModel(owner, projectId, llm.baseUrl);
});
afterAll(async () => {
  await t?.close();
  await llm?.close();
  await smtp?.close();
});
beforeEach(() => {
  llm.requests.length = 0;
  smtp.received.length = 0;
  smtp.logins.length = 0;
});

type Step = { type: string; name: string; status?: string; input?: unknown; output?: unknown; error?: string };

/** One Testing Console turn in which the model calls send_email with `args`, then answers. */
async function consoleTurn(args: Record<string, unknown>, input = 'Please pass my question on.', id = agentId) {
  llm.script({ kind: 'tool', name: 'send_email', args }, { kind: 'reply', text: 'Done.' });
  const res = await owner.post(`/api/agents/${id}/test`, { input });
  expect(res.statusCode).toBe(200);
  const step = (res.json().steps as Step[]).find((s) => s.type === 'tool' && s.name === 'send_email');
  return { res, step };
}

describe('send_email through a Testing Console turn', () => {
  it('offers the tool and delivers the message through the agent’s SMTP server with its login', async () => {
    const args = { to: 'sales@shop.example', subject: 'Question about order 42', body: 'The visitor asks where order 42 is.\nPlease call them back.' };
    const { res, step } = await consoleTurn(args);

    const offered = (llm.requests[0].body.tools as { function: { name: string } }[]).map((tool) => tool.function.name);
    expect(offered).toContain('send_email');
    expect(step).toMatchObject({ status: 'success', input: args, output: { sent: true, to: 'sales@shop.example' } });
    expect((step?.output as { messageId: string }).messageId).toMatch(/@/);
    expect(res.body).not.toContain(SMTP_PASSWORD);

    expect(smtp.logins).toEqual([{ username: SMTP_USER, password: SMTP_PASSWORD }]);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.mailFrom).toBe('bot@shop.example');
    expect(mail.rcptTo).toEqual(['sales@shop.example']);
    expect(mail.headers.from).toBe('Support Bot <bot@shop.example>');
    expect(mail.headers.to).toBe('sales@shop.example');
    expect(mail.headers.subject).toBe('Question about order 42');
    expect(mail.headers['content-type']).toMatch(/^text\/plain/);
    expect(mail.body.trim()).toBe('The visitor asks where order 42 is.\r\nPlease call them back.');

    const [run] = await t.deps.db.select({ steps: agentRuns.steps }).from(agentRuns).where(eq(agentRuns.id, res.json().runId));
    expect(JSON.stringify(run.steps)).not.toContain(SMTP_PASSWORD);
  });

  it('refuses a recipient the owner did not allow: a tool error for the model, nothing sent', async () => {
    const { res, step } = await consoleTurn({ to: 'someone@elsewhere.example', subject: 'Hi', body: 'Spam' });
    expect(step).toMatchObject({ status: 'error' });
    expect(step?.error).toMatch(/someone@elsewhere\.example is not an allowed recipient/);
    expect(res.json().output).toBe('Done.');
    const toolAnswer = (llm.requests[1].body.messages as { role: string; content: string }[]).find((m) => m.role === 'tool');
    expect(toolAnswer?.content).toContain('not an allowed recipient');
    expect(smtp.received).toHaveLength(0);
  });

  it("writes to the visitor's own address when they typed it in the conversation", async () => {
    const { step } = await consoleTurn({ to: 'ana.visitor@example.org', subject: 'Your summary', body: 'Here is what we discussed.' }, 'Send the summary to me at Ana.Visitor@example.org.');
    expect(step).toMatchObject({ status: 'success' });
    expect(smtp.received.map((m) => m.rcptTo)).toEqual([['ana.visitor@example.org']]);
  });

  it('refuses a line break in the subject (no header injection) and a second address in "to"', async () => {
    const injected = await consoleTurn({ to: 'sales@shop.example', subject: 'Hello\r\nBcc: victim@elsewhere.example', body: 'x' });
    expect(injected.step).toMatchObject({ status: 'error' });
    expect(injected.step?.error).toMatch(/single line/);
    const list = await consoleTurn({ to: 'sales@shop.example, victim@elsewhere.example', subject: 'Hello', body: 'x' });
    expect(list.step?.error).toMatch(/exactly one plain e-mail address/);
    expect(smtp.received).toHaveLength(0);
  });

  it('reports a rejected login as a readable tool error', async () => {
    const { agent } = await createAgent(owner, { ...agentForm, name: 'Wrong Password Bot', toolConfigs: { sendEmail: emailSettings(smtp.port, { smtpPassword: 'not-the-password' }) } });
    const { step } = await consoleTurn({ to: 'sales@shop.example', subject: 'Hi', body: 'x' }, 'hi', agent.id);
    expect(step).toMatchObject({ status: 'error' });
    expect(step?.error).toMatch(/rejected the login: check the SMTP user and password/);
    expect(step?.error).not.toContain('not-the-password');
    expect(smtp.received).toHaveLength(0);
  });

  it('never connects to a cloud-metadata address, even with ALLOW_PRIVATE_URLS=true', async () => {
    const { agent } = await createAgent(owner, { ...agentForm, name: 'Metadata Bot', toolConfigs: { sendEmail: emailSettings(25, { smtpHost: '169.254.169.254' }) } });
    const { step } = await consoleTurn({ to: 'sales@shop.example', subject: 'Hi', body: 'x' }, 'hi', agent.id);
    expect(step?.error).toMatch(/cloud metadata address/);
  });
});

describe('send_email in public conversations', () => {
  it('sends at most maxPerConversation e-mails in one conversation', async () => {
    const versionId = (await owner.post(`/api/agents/${agentId}/publish`)).json().id as string;
    const sessionId = `email-cap-${Date.now()}`;
    const turn = (n: number) => {
      llm.script({ kind: 'tool', name: 'send_email', args: { to: 'sales@shop.example', subject: `Update ${n}`, body: 'x' } }, { kind: 'reply', text: `Sent ${n}` });
      return t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: { message: `send update ${n}`, sessionId }, remoteAddress: '10.9.0.1' });
    };
    for (const n of [1, 2, 3]) expect((await turn(n)).statusCode).toBe(200);
    expect(smtp.received.map((m) => m.headers.subject)).toEqual(['Update 1', 'Update 2']);

    const runs = await t.deps.db.select({ steps: agentRuns.steps, input: agentRuns.userInput }).from(agentRuns).where(eq(agentRuns.sessionId, sessionId));
    const third = runs.find((r) => r.input === 'send update 3');
    const step = (third?.steps as Step[]).find((s) => s.type === 'tool');
    expect(step).toMatchObject({ status: 'error' });
    expect(step?.error).toMatch(/already sent 2 e-mails/);

    const another = `email-cap-other-${Date.now()}`;
    llm.script({ kind: 'tool', name: 'send_email', args: { to: 'sales@shop.example', subject: 'Other conversation', body: 'x' } }, { kind: 'reply', text: 'ok' });
    await t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: { message: 'hello', sessionId: another }, remoteAddress: '10.9.0.2' });
    expect(smtp.received.map((m) => m.headers.subject)).toContain('Other conversation');
  });

  it("accepts the visitor's address passed as userData (the workflow builder's quick chat)", async () => {
    llm.script({ kind: 'tool', name: 'send_email', args: { to: 'known@visitor.example', subject: 'Your copy', body: 'x' } }, { kind: 'reply', text: 'ok' });
    const res = await owner.post(`/api/agents/${agentId}/public-chat`, { message: 'email me a copy', sessionId: `email-userdata-${Date.now()}`, userData: { email: 'known@visitor.example' } });
    expect(res.statusCode).toBe(200);
    expect(smtp.received.map((m) => m.rcptTo)).toEqual([['known@visitor.example']]);
  });
});

describe("the instance's mail server (SMTP_*)", () => {
  it('is not offered when neither the agent nor the instance names a mail server', async () => {
    const { agent } = await createAgent(owner, { ...agentForm, name: 'No Server Bot', toolConfigs: { sendEmail: { allowedRecipients: ['sales@shop.example'] } } });
    llm.script({ kind: 'reply', text: 'ok' });
    await owner.post(`/api/agents/${agent.id}/test`, { input: 'hi' });
    const offered = ((llm.requests[0].body.tools ?? []) as { function: { name: string } }[]).map((tool) => tool.function.name);
    expect(offered).not.toContain('send_email');
  });

  it("sends through SMTP_* when the agent has no server of its own, from SMTP_FROM with the agent's address as Reply-To", async () => {
    const instance = await createTestApp({
      SIGNUP_MODE: 'open',
      ALLOW_PRIVATE_URLS: `127.0.0.1:${smtp.port},${llm.host}`,
      MODEL_TIMEOUT_MS: '3000',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_USER: SMTP_USER,
      SMTP_PASSWORD: SMTP_PASSWORD,
      SMTP_FROM: 'AgentForge <noreply@agentforge.example>',
    });
    try {
      const client = (await signUp(instance.app)).client;
      const { projectId: pid, agent } = await createAgent(client, { ...agentForm, toolConfigs: { sendEmail: { fromEmail: 'owner@shop.example', allowedRecipients: ['sales@shop.example'] } } });
      await useFakeModel(client, pid, llm.baseUrl);
      llm.script({ kind: 'tool', name: 'send_email', args: { to: 'sales@shop.example', subject: 'Via the instance', body: 'x' } }, { kind: 'reply', text: 'ok' });
      const res = await client.post(`/api/agents/${agent.id}/test`, { input: 'hi' });
      expect((res.json().steps as Step[]).find((x) => x.name === 'send_email')).toMatchObject({ status: 'success' });
      expect(smtp.logins).toEqual([{ username: SMTP_USER, password: SMTP_PASSWORD }]);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ mailFrom: 'noreply@agentforge.example', rcptTo: ['sales@shop.example'] });
      expect(smtp.received[0].headers).toMatchObject({ from: 'Support Bot <noreply@agentforge.example>', 'reply-to': 'owner@shop.example', subject: 'Via the instance' });
    } finally {
      await instance.close();
    }
  });
});

describe('the SMTP password', () => {
  it('is never returned, and sending the mask back keeps the stored one working', async () => {
    const form = { ...agentForm, name: 'Masked Bot' };
    const { agent } = await createAgent(owner, form);
    expect(JSON.stringify(agent)).not.toContain(SMTP_PASSWORD);
    const shown = await owner.get(`/api/agents/${agent.id}`);
    expect(shown.body).not.toContain(SMTP_PASSWORD);
    expect(shown.json().toolConfigs.sendEmail).toMatchObject({ smtpPassword: SECRET_MASK, smtpPasswordSet: true, smtpUser: SMTP_USER, smtpHost: '127.0.0.1' });

    const put = await owner.put(`/api/agents/${agent.id}`, { ...form, toolConfigs: { sendEmail: { ...shown.json().toolConfigs.sendEmail, smtpPassword: SECRET_MASK } } });
    expect(put.statusCode).toBe(200);
    expect(put.body).not.toContain(SMTP_PASSWORD);

    const { step } = await consoleTurn({ to: 'sales@shop.example', subject: 'Still works', body: 'x' }, 'hi', agent.id);
    expect(step).toMatchObject({ status: 'success' });
    expect(smtp.logins).toEqual([{ username: SMTP_USER, password: SMTP_PASSWORD }]);
    expect(smtp.received.map((m) => m.headers.subject)).toEqual(['Still works']);
  });
});
