import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { decodedMail, startSmtpPeer, type SmtpPeer } from '../fixtures/smtp-peer';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';

let t: TestApp;
let llm: FakeLlm;
let smtp: SmtpPeer;
let owner: { client: SessionClient; email: string };
let projectId: string;
let versionId: string;

const handoffAgent = { ...sampleAgent, websiteUrls: [], enabledTools: { requestHuman: true }, toolConfigs: {} };

function chat(message: string, sessionId: string) {
  return t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: { message, sessionId, channel: 'widget' }, remoteAddress: '10.40.0.1' });
}

beforeAll(async () => {
  llm = await startFakeLlm();
  smtp = await startSmtpPeer();
  t = await createTestApp(
    { SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '3000', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: 'agentforge@example.com', PUBLIC_URL: 'https://agents.example.com' },
    { worker: true },
  );
  owner = await signUp(t.app);
  const created = await createAgent(owner.client, handoffAgent);
  projectId = created.projectId;
  await useFakeModel(owner.client, projectId, llm.baseUrl);
  versionId = (await owner.client.post(`/api/agents/${created.agent.id}/publish`)).json().id;
});
afterAll(async () => {
  await t.close();
  await llm.close();
  await smtp.close();
});

describe('the request_human tool', () => {
  it('is offered to the model, flags the conversation in the Inbox, and e-mails the operators once', async () => {
    llm.script(
      { kind: 'tool', name: 'request_human', args: { reason: 'The visitor wants to talk to a person about a refund.' } },
      { kind: 'reply', text: 'I have asked a person from the team to join.' },
    );
    const sessionId = `handoff-${Date.now()}`;
    const res = await chat('I want to talk to a human about my refund', sessionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('I have asked a person from the team to join.');
    const tools = (llm.requests[0].body.tools as { function: { name: string } }[]).map((x) => x.function.name);
    expect(tools).toContain('request_human');

    const inbox = (await owner.client.get(`/api/projects/${projectId}/inbox`)).json();
    expect(inbox.requested).toBe(1);
    const flagged = inbox.conversations[0];
    expect(flagged).toMatchObject({ sessionId, handoff: 'requested', channel: 'widget' });

    await until(() => smtp.received.length === 1, 'the handoff e-mail');
    const mail = decodedMail(smtp.received[0].raw);
    expect(smtp.received[0].rcptTo).toEqual([owner.email]);
    expect(mail).toContain('A visitor is waiting for a person');
    expect(mail).toContain('refund');
    expect(mail).toContain(`https://agents.example.com/inbox?conversation=${flagged.id}`);

    // asking again while it waits changes nothing and sends no second e-mail
    llm.script({ kind: 'tool', name: 'request_human', args: { reason: 'again' } }, { kind: 'reply', text: 'Someone will be with you shortly.' });
    expect((await chat('hello??', sessionId)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received).toHaveLength(1);

    // taking it over clears the flag
    expect((await owner.client.post(`/api/inbox/conversations/${flagged.id}/take-over`)).statusCode).toBe(200);
    expect((await owner.client.get(`/api/projects/${projectId}/inbox`)).json().requested).toBe(0);
  });
});
