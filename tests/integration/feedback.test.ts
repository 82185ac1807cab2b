import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentRuns } from '../../src/server/db/schema';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp } from '../support/session-client';
import { createAgent, useFakeModel } from '../support/agents';

let t: TestApp;
let llm: FakeLlm;
let versionId: string;
let otherVersionId: string;
let ipCounter = 0;

beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, MODEL_TIMEOUT_MS: '1500' });
  const owner = (await signUp(t.app)).client;
  const created = await createAgent(owner);
  await useFakeModel(owner, created.projectId, llm.baseUrl);
  versionId = (await owner.post(`/api/agents/${created.agent.id}/publish`)).json().id;
  const other = await createAgent(owner, { name: 'Other Bot' });
  otherVersionId = (await owner.post(`/api/agents/${other.agent.id}/publish`)).json().id;
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

/** Each call comes from its own address unless told, so only the per-session limit applies. */
const nextIp = () => `10.4.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const sessionOf = () => `session-${Date.now()}-${Math.random().toString(36).slice(2)}`;

async function chat(id: string, sessionId: string, message = 'When do you open?') {
  const res = await t.app.inject({ method: 'POST', url: `/api/agent-versions/${id}/chat`, payload: { message, sessionId }, remoteAddress: nextIp() });
  return res;
}

function rate(id: string, body: Record<string, unknown>, ip = nextIp()) {
  return t.app.inject({ method: 'POST', url: `/api/agent-versions/${id}/feedback`, payload: body, remoteAddress: ip });
}

async function storedRating(runId: string) {
  const [row] = await t.deps.db
    .select({ rating: agentRuns.rating, comment: agentRuns.ratingComment, ratedAt: agentRuns.ratedAt })
    .from(agentRuns)
    .where(eq(agentRuns.id, runId));
  return row;
}

/** A session with one answered reply, and that reply's run. */
async function answeredReply(id = versionId) {
  const sessionId = sessionOf();
  const res = await chat(id, sessionId);
  expect(res.statusCode, res.body).toBe(200);
  return { sessionId, runId: res.json().runId as string };
}

describe('rating a reply', () => {
  it('stores the rating with its comment, and a second rating replaces both', async () => {
    const { sessionId, runId } = await answeredReply();
    t.setNow(new Date('2025-05-01T10:00:00Z'));
    try {
      const first = await rate(versionId, { sessionId, runId, rating: 'up', comment: '  Clear and quick  ' });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ runId, rating: 'up', comment: 'Clear and quick', ratedAt: '2025-05-01T10:00:00.000Z' });
      expect(await storedRating(runId)).toEqual({ rating: 'up', comment: 'Clear and quick', ratedAt: new Date('2025-05-01T10:00:00Z') });

      t.setNow(new Date('2025-05-01T10:00:30Z'));
      const changed = await rate(versionId, { sessionId, runId, rating: 'down' });
      expect(changed.json()).toEqual({ runId, rating: 'down', comment: null, ratedAt: '2025-05-01T10:00:30.000Z' });
      expect(await storedRating(runId)).toEqual({ rating: 'down', comment: null, ratedAt: new Date('2025-05-01T10:00:30Z') });

      // an empty comment is no comment
      await rate(versionId, { sessionId, runId, rating: 'down', comment: '   ' });
      expect((await storedRating(runId)).comment).toBeNull();
    } finally {
      t.setNow(null);
    }
  });

  it("answers the same 404 for another session's run, another agent's run and an unknown run", async () => {
    const { sessionId, runId } = await answeredReply();
    const other = await answeredReply(otherVersionId);
    for (const body of [
      { sessionId: sessionOf(), runId },
      { sessionId: other.sessionId, runId: other.runId },
      { sessionId, runId: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const res = await rate(versionId, { ...body, rating: 'up' });
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json()).toEqual({ message: 'Reply not found', code: 'NOT_FOUND' });
    }
    // the run's own agent, asked through the other agent's version, is refused too
    expect((await rate(otherVersionId, { sessionId, runId, rating: 'up' })).statusCode).toBe(404);
    expect(await storedRating(runId)).toMatchObject({ rating: null });
    expect(await storedRating(other.runId)).toMatchObject({ rating: null });
  });

  it('answers 404 for an unknown or malformed version', async () => {
    const { sessionId, runId } = await answeredReply();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await rate(id, { sessionId, runId, rating: 'up' });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Agent not found');
    }
  });

  it('refuses a bad rating, a too-long comment and a malformed run id with a 400 naming the field', async () => {
    const { sessionId, runId } = await answeredReply();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ sessionId, runId, rating: 'meh' }, /^rating: /],
      [{ sessionId, runId }, /^rating: /],
      [{ sessionId, runId, rating: 'up', comment: 'x'.repeat(1001) }, /^comment: Comment must be at most 1000 characters/],
      [{ sessionId, runId: 'not-a-uuid', rating: 'up' }, /^runId: /],
      [{ runId, rating: 'up' }, /^sessionId: /],
    ];
    for (const [body, message] of cases) {
      const res = await rate(versionId, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await rate(versionId, { sessionId, runId, rating: 'up', comment: 'x'.repeat(1000) })).statusCode).toBe(200);
  });

  it('answers 409 for a reply that failed', async () => {
    const sessionId = sessionOf();
    llm.script({ kind: 'status', status: 400, body: { error: { message: 'bad request' } } });
    expect((await chat(versionId, sessionId)).statusCode).toBe(502);
    const [failed] = await t.deps.db.select({ id: agentRuns.id, status: agentRuns.status }).from(agentRuns).where(eq(agentRuns.sessionId, sessionId));
    expect(failed.status).toBe('error');
    const res = await rate(versionId, { sessionId, runId: failed.id, rating: 'down' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Only answered replies can be rated/);
  });
});

describe('feedback rate limits', () => {
  it('limits one session to 10 ratings a minute with Retry-After', async () => {
    const { sessionId, runId } = await answeredReply();
    for (let i = 0; i < 10; i++) expect((await rate(versionId, { sessionId, runId, rating: i % 2 ? 'up' : 'down' })).statusCode).toBe(200);
    const res = await rate(versionId, { sessionId, runId, rating: 'up' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await storedRating(runId)).toMatchObject({ rating: 'up' });

    t.setNow(new Date(Date.now() + 61_000));
    try {
      expect((await rate(versionId, { sessionId, runId, rating: 'down' })).statusCode).toBe(200);
    } finally {
      t.setNow(null);
    }
  });

  it('limits one address to 30 attempts a minute, unknown runs included', async () => {
    const ip = nextIp();
    const unknown = { runId: '00000000-0000-4000-8000-000000000000', rating: 'up' };
    for (let i = 0; i < 30; i++) expect((await rate(versionId, { ...unknown, sessionId: sessionOf() }, ip)).statusCode).toBe(404);
    const res = await rate(versionId, { ...unknown, sessionId: sessionOf() }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
