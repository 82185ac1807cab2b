import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NO_ANSWER_MARKER } from '../../src/common/unanswered';
import { agentRuns } from '../../src/server/db/schema';
import { sweepUnansweredQuestions } from '../../src/server/insights/unanswered/index';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createAgent, useFakeModel } from '../support/agents';
import { joinProject } from '../support/members';
import { signUp, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

// Issue 29, item 3: the visitors' questions that got no useful answer, rephrasings as one row.
let t: TestApp;
let llm: FakeLlm;
let owner: SessionClient;
let viewer: SessionClient;
let intruder: SessionClient;
let projectId: string;
let agentId: string;
let versionId: string;
let ipCounter = 0;

const GIFT_CARD_QUESTIONS = ['Do you sell gift cards?', 'Can I buy a gift card?', 'gift cards available?', 'Do you have gift cards', 'Where can I get a gift card?'];
const DONT_KNOW = `${NO_ANSWER_MARKER} Sorry, I don't have information about that.`;

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '1500' }, { worker: true });
  owner = (await signUp(t.app)).client;
  intruder = (await signUp(t.app)).client;
  const created = await createAgent(owner, { websiteUrls: [] });
  projectId = created.projectId;
  agentId = created.agent.id;
  viewer = await joinProject(t.app, owner, projectId, 'viewer');
  await useFakeModel(owner, projectId, llm.baseUrl);
  versionId = (await owner.post(`/api/agents/${agentId}/publish`)).json().id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await llm?.close();
});
beforeEach(() => {
  llm.fallback = { kind: 'reply', text: DONT_KNOW };
});

const nextIp = () => `10.29.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const sessionOf = () => `session-${Date.now()}-${Math.random().toString(36).slice(2)}`;

async function chat(message: string, sessionId = sessionOf()) {
  const res = await t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/chat`, payload: { message, sessionId }, remoteAddress: nextIp() });
  expect(res.statusCode).toBe(200);
  return { ...(res.json() as { message: string; runId: string }), sessionId };
}

type Row = { id: string; question: string; count: number; channels: string[]; firstAskedAt: string; lastAskedAt: string; exampleConversationId: string | null };
async function rows(client: SessionClient = owner, period = '7d'): Promise<Row[]> {
  const res = await client.get(`/api/agents/${agentId}/unanswered?period=${period}`);
  expect(res.statusCode).toBe(200);
  return res.json().items;
}
const rowFor = async (question: string) => (await rows()).find((r) => r.question === question);

describe('unanswered questions', () => {
  it('groups five rephrasings asked on the public chat into one row, and never shows the model its marker', async () => {
    for (const q of GIFT_CARD_QUESTIONS) expect((await chat(q)).message).toBe("Sorry, I don't have information about that.");
    await until(async () => (await rowFor(GIFT_CARD_QUESTIONS[0]))?.count === 5, 'five questions grouped');
    const row = (await rowFor(GIFT_CARD_QUESTIONS[0])) as Row;
    expect(row.channels).toEqual(['chat']);
    expect(row.exampleConversationId).toEqual(expect.any(String));
    expect(new Date(row.firstAskedAt).getTime()).toBeLessThanOrEqual(new Date(row.lastAskedAt).getTime());
    expect((await rows()).filter((r) => /gift/i.test(r.question))).toHaveLength(1);
  });

  it('does not count answered questions, courtesy or the Testing Console', async () => {
    llm.fallback = { kind: 'reply', text: 'We open at nine.' };
    await chat('When do you open?');
    llm.fallback = { kind: 'reply', text: DONT_KNOW };
    await chat('Thanks!');
    const test = await owner.post(`/api/agents/${agentId}/test`, { input: 'Do you repair bicycles?' });
    expect(test.statusCode).toBeLessThan(300);
    await chat('Is there parking near the store?');
    await until(async () => (await rowFor('Is there parking near the store?')) !== undefined, 'the parking question');
    const questions = (await rows()).map((r) => r.question);
    expect(questions).not.toContain('When do you open?');
    expect(questions).not.toContain('Thanks!');
    expect(questions).not.toContain('Do you repair bicycles?');
  });

  it('counts a thumbs-down answer', async () => {
    llm.fallback = { kind: 'reply', text: 'Our returns are free.' };
    const turn = await chat('How much does express shipping to Canada cost?');
    const rated = await t.app.inject({ method: 'POST', url: `/api/agent-versions/${versionId}/feedback`, payload: { sessionId: turn.sessionId, runId: turn.runId, rating: 'down' }, remoteAddress: nextIp() });
    expect(rated.statusCode).toBe(200);
    await until(async () => (await rowFor('How much does express shipping to Canada cost?')) !== undefined, 'the thumbed-down question');
  });

  it('lets viewers read but not manage, and tells a second project nothing', async () => {
    const seen = await viewer.get(`/api/agents/${agentId}/unanswered`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().canManage).toBe(false);
    expect(seen.json().items.length).toBeGreaterThan(0);
    const groupId = seen.json().items[0].id;
    expect((await viewer.post(`/api/unanswered/${groupId}/handled`)).statusCode).toBe(403);
    expect((await intruder.get(`/api/agents/${agentId}/unanswered`)).statusCode).toBe(404);
    expect((await intruder.post(`/api/unanswered/${groupId}/handled`)).statusCode).toBe(404);
    expect((await intruder.get(`/api/projects/${projectId}/unanswered-summary`)).statusCode).toBe(404);
    expect((await owner.get(`/api/agents/${agentId}/unanswered`)).json().canManage).toBe(true);
  });

  it('answers 400 naming the period for a bad one', async () => {
    const res = await owner.get(`/api/agents/${agentId}/unanswered?period=1y`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('period');
    expect((await owner.get(`/api/agents/not-an-id/unanswered`)).statusCode).toBe(400);
  });

  it('summarises the week for the Dashboard', async () => {
    const res = await owner.get(`/api/projects/${projectId}/unanswered-summary`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: (await rows()).length, topAgentId: agentId });
  });

  it('drops a row marked handled', async () => {
    const parking = (await rowFor('Is there parking near the store?')) as Row;
    expect((await owner.post(`/api/unanswered/${parking.id}/handled`)).statusCode).toBe(204);
    expect(await rowFor('Is there parking near the store?')).toBeUndefined();
  });

  it('clears the row when a curated pair answers it', async () => {
    const added = await owner.post(`/api/agents/${agentId}/curated-answers`, { question: 'Do you sell gift cards?', alternatives: [], answer: 'Yes, in store and online.', language: 'en' });
    expect(added.statusCode).toBe(201);
    await until(async () => (await rowFor(GIFT_CARD_QUESTIONS[0])) === undefined, 'the gift card row cleared');
    // the thumbs-down row is another question: it stays
    expect(await rowFor('How much does express shipping to Canada cost?')).toBeDefined();
  });

  it('forgets a question once its run is gone (data retention, a deleted conversation)', async () => {
    expect(await rowFor('How much does express shipping to Canada cost?')).toBeDefined();
    await t.deps.db.delete(agentRuns).where(eq(agentRuns.userInput, 'How much does express shipping to Canada cost?'));
    await sweepUnansweredQuestions(t.deps);
    expect(await rowFor('How much does express shipping to Canada cost?')).toBeUndefined();
  });
});

describe("the offline model's no-answer", () => {
  it('counts as unanswered', async () => {
    const other = (await signUp(t.app)).client;
    const created = await createAgent(other, { websiteUrls: [] });
    const version = (await other.post(`/api/agents/${created.agent.id}/publish`)).json().id;
    const res = await t.app.inject({ method: 'POST', url: `/api/agent-versions/${version}/chat`, payload: { message: 'Do you deliver to Mars?', sessionId: sessionOf() }, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
    await until(async () => (await other.get(`/api/agents/${created.agent.id}/unanswered`)).json().items.length === 1, 'the offline no-answer');
  });
});
