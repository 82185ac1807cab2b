import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp, type SessionClient } from '../support/session-client';
import { createAgent, sampleAgent, useFakeModel } from '../support/agents';
import { joinProject } from '../support/members';
import { openSse } from '../support/sse-reader';

let t: TestApp;
let llm: FakeLlm;
let base: string;
let owner: SessionClient;
let operator: SessionClient;
let viewer: SessionClient;
let stranger: SessionClient;
let projectId: string;
let versionId: string;
let ipCounter = 0;

const plainAgent = { ...sampleAgent, defaultLanguage: 'es', websiteUrls: [], enabledTools: {}, toolConfigs: {} };
const cookieOf = (client: SessionClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

function chat(message: string, sessionId: string) {
  return t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: { message, sessionId, channel: 'chat' }, remoteAddress: `10.30.0.${++ipCounter}` });
}

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '3000' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = (await signUp(t.app)).client;
  stranger = (await signUp(t.app)).client;
  const created = await createAgent(owner, plainAgent);
  projectId = created.projectId;
  await useFakeModel(owner, projectId, llm.baseUrl);
  versionId = (await owner.post(`/api/agents/${created.agent.id}/publish`)).json().id;
  operator = await joinProject(t.app, owner, projectId, 'operator');
  viewer = await joinProject(t.app, owner, projectId, 'viewer');
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

describe('human handoff inbox', () => {
  it('lets an operator take a conversation over, reply live, and hand it back to the agent', async () => {
    const sessionId = `visitor-${Date.now()}`;
    llm.script({ kind: 'reply', text: 'Hola, ¿en qué te ayudo?' });
    expect((await chat('Hola', sessionId)).statusCode).toBe(200);

    const inbox = (await operator.get(`/api/projects/${projectId}/inbox`)).json();
    const listed = inbox.conversations.find((c: { sessionId: string }) => c.sessionId === sessionId);
    expect(listed).toMatchObject({ handoff: 'bot', channel: 'chat', operator: null, preview: 'Hola' });
    const id = listed.id as string;

    const inboxEvents = await openSse(`${base}/api/projects/${projectId}/inbox/events`, { cookie: cookieOf(operator) });
    await inboxEvents.next('ready');
    const visitorEvents = await openSse(`${base}/api/agent-versions/${versionId}/sessions/${sessionId}/events`);
    expect(await visitorEvents.next('state')).toEqual({ handoff: 'bot', notice: null });

    const taken = await operator.post(`/api/inbox/conversations/${id}/take-over`);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().conversation).toMatchObject({ handoff: 'human', operator: { id: expect.any(String) } });
    expect(await visitorEvents.next('handoff')).toMatchObject({ state: 'human', notice: 'Una persona de nuestro equipo se ha unido a la conversación.' });
    expect(await inboxEvents.next('conversation')).toEqual({ type: 'conversation', conversationId: id });

    // a second operator cannot take it at the same time
    const second = await owner.post(`/api/inbox/conversations/${id}/take-over`);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already answering/);

    // the agent pauses: the visitor's message waits for the person
    const before = llm.requests.length;
    const waiting = await chat('¿Hay alguien?', sessionId);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toMatchObject({ message: '', withPerson: true, runId: null });
    expect(llm.requests.length).toBe(before);
    await inboxEvents.next('conversation');

    const sent = await operator.post(`/api/inbox/conversations/${id}/messages`, { text: 'Sí, soy Ana. ¿Qué necesitas?' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await visitorEvents.next('operator_message')).toMatchObject({ type: 'operator_message', text: 'Sí, soy Ana. ¿Qué necesitas?' });

    const thread = (await operator.get(`/api/inbox/conversations/${id}`)).json();
    expect(thread.timeline.map((e: { role: string; text: string }) => [e.role, e.text])).toEqual([
      ['visitor', 'Hola'],
      ['agent', 'Hola, ¿en qué te ayudo?'],
      ['notice', 'Una persona de nuestro equipo se ha unido a la conversación.'],
      ['visitor', '¿Hay alguien?'],
      ['operator', 'Sí, soy Ana. ¿Qué necesitas?'],
    ]);

    // only the operator holding it replies; the owner (a manager) may hand it back
    expect((await owner.post(`/api/inbox/conversations/${id}/messages`, { text: 'yo también' })).statusCode).toBe(409);
    expect((await operator.post(`/api/inbox/conversations/${id}/hand-back`)).statusCode).toBe(200);
    expect(await visitorEvents.next('handoff')).toMatchObject({ state: 'bot', notice: 'Vuelves a hablar con el asistente.' });

    llm.script({ kind: 'reply', text: 'De nuevo contigo.' });
    const again = await chat('¿Sigues ahí?', sessionId);
    expect(again.json()).toMatchObject({ message: 'De nuevo contigo.', withPerson: false });

    // the Conversations transcript and its exports keep what was said with the person
    const detail = (await owner.get(`/api/conversations/${id}`)).json();
    expect(detail.personMessages.map((m: { role: string; text: string }) => [m.role, m.text])).toEqual([
      ['notice', 'Una persona de nuestro equipo se ha unido a la conversación.'],
      ['visitor', '¿Hay alguien?'],
      ['operator', 'Sí, soy Ana. ¿Qué necesitas?'],
      ['notice', 'Vuelves a hablar con el asistente.'],
    ]);
    const csv = (await owner.get(`/api/projects/${projectId}/conversations/export?format=csv`)).body;
    expect(csv).toContain('Sí, soy Ana. ¿Qué necesitas?');
    expect(csv.indexOf('¿Hay alguien?')).toBeLessThan(csv.indexOf('Sí, soy Ana.'));

    // a page reconnecting gets what it missed
    const missed = await openSse(`${base}/api/agent-versions/${versionId}/sessions/${sessionId}/events?since=${new Date(Date.now() - 60_000).toISOString()}`);
    expect(await missed.next('state')).toEqual({ handoff: 'bot', notice: null });
    expect(await missed.next('operator_message')).toMatchObject({ text: 'Sí, soy Ana. ¿Qué necesitas?' });
    missed.close();
    inboxEvents.close();
    visitorEvents.close();
  });

  it('is refused by role: a viewer reads but cannot act; a stranger sees nothing', async () => {
    const sessionId = `visitor-roles-${Date.now()}`;
    llm.script({ kind: 'reply', text: 'ok' });
    await chat('hola', sessionId);
    const id = (await owner.get(`/api/projects/${projectId}/inbox`)).json().conversations.find((c: { sessionId: string }) => c.sessionId === sessionId).id;
    expect((await viewer.get(`/api/inbox/conversations/${id}`)).statusCode).toBe(200);
    const refused = await viewer.post(`/api/inbox/conversations/${id}/take-over`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ROLE_FORBIDDEN');
    expect((await viewer.post(`/api/inbox/conversations/${id}/hand-back`)).statusCode).toBe(403);
    expect((await viewer.post(`/api/inbox/conversations/${id}/messages`, { text: 'hi' })).statusCode).toBe(403);
    for (const res of [
      await stranger.get(`/api/projects/${projectId}/inbox`),
      await stranger.get(`/api/projects/${projectId}/inbox/events`),
      await stranger.get(`/api/inbox/conversations/${id}`),
      await stranger.post(`/api/inbox/conversations/${id}/take-over`),
      await stranger.post(`/api/inbox/conversations/${id}/hand-back`),
      await stranger.post(`/api/inbox/conversations/${id}/messages`, { text: 'hi' }),
    ]) expect(res.statusCode).toBe(404);
    // bad parameters are named
    for (const [res, field] of [
      [await operator.get('/api/projects/nope/inbox'), 'id'],
      [await operator.get('/api/inbox/conversations/nope'), 'id'],
      [await operator.post('/api/inbox/conversations/nope/take-over'), 'id'],
      [await t.app.inject({ method: 'GET', url: `/api/agent-versions/${versionId}/sessions/${sessionId}/events?since=yesterday` }), 'since'],
    ] as const) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`(^|\\s)${field}: `));
    }
    // a session of this agent does not open on another agent's version
    const other = (await createAgent(stranger, plainAgent)).agent.id;
    const otherVersion = (await stranger.post(`/api/agents/${other}/publish`)).json().id;
    expect((await t.app.inject({ method: 'GET', url: `/api/agent-versions/${otherVersion}/sessions/${sessionId}/events` })).statusCode).toBe(404);
    expect((await operator.post(`/api/inbox/conversations/${id}/messages`, { text: '' })).statusCode).toBe(400);
    expect((await operator.post(`/api/inbox/conversations/${id}/messages`, { text: 'x'.repeat(4001) })).json().message).toMatch(/^text: /);
    expect((await t.app.inject({ method: 'GET', url: `/api/agent-versions/${versionId}/sessions/nobody/events` })).statusCode).toBe(404);

    // an ended conversation is read-only
    expect((await operator.post(`/api/inbox/conversations/${id}/take-over`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/end-conversation`, payload: { sessionId } })).statusCode).toBe(200);
    expect((await operator.get(`/api/inbox/conversations/${id}`)).json().conversation.ended).toBe(true);
    const late = await operator.post(`/api/inbox/conversations/${id}/messages`, { text: 'still there?' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This conversation has ended.');
  });

  // several web processes on one PostgreSQL server: the live events go through NOTIFY / LISTEN
  it.runIf(process.env.TEST_DATABASE_URL)('reaches the streams of another web process', async () => {
    const second = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '3000' }, { joinDatabaseUrl: t.databaseUrl as string });
    try {
      const secondBase = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const sessionId = `visitor-other-${Date.now()}`;
      llm.script({ kind: 'reply', text: 'hola' });
      expect((await chat('hola', sessionId)).statusCode).toBe(200);
      const id = (await operator.get(`/api/projects/${projectId}/inbox`)).json().conversations.find((c: { sessionId: string }) => c.sessionId === sessionId).id;
      // the operator watches on the second process; the visitor is served by the first
      const inboxEvents = await openSse(`${secondBase}/api/projects/${projectId}/inbox/events`, { cookie: cookieOf(operator) });
      await inboxEvents.next('ready');
      const visitorEvents = await openSse(`${secondBase}/api/agent-versions/${versionId}/sessions/${sessionId}/events`);
      await visitorEvents.next('state');
      llm.script({ kind: 'reply', text: 'otra' });
      expect((await chat('otra', sessionId)).statusCode).toBe(200);
      // (notices of other conversations, changed just before, may come first)
      let event = (await inboxEvents.next('conversation')) as { conversationId: string };
      while (event.conversationId !== id) event = (await inboxEvents.next('conversation')) as { conversationId: string };
      expect((await operator.post(`/api/inbox/conversations/${id}/take-over`)).statusCode).toBe(200);
      expect(await visitorEvents.next('handoff')).toMatchObject({ state: 'human' });
      // a reply longer than a notification can carry still arrives whole
      const long = 'ñ'.repeat(4000);
      expect((await operator.post(`/api/inbox/conversations/${id}/messages`, { text: long })).statusCode).toBe(201);
      expect(await visitorEvents.next('operator_message')).toMatchObject({ text: long });
      inboxEvents.close();
      visitorEvents.close();
    } finally {
      await second.close();
    }
  });
});
