import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_FAILURE_LIMIT } from '../../src/server/conversation/public-api/key-failure-limit';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp } from '../support/session-client';
import { createAgent } from '../support/agents';

let t: TestApp;
let agentId: string;
let rightKey: string;

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MODE: 'open' });
  const { client } = await signUp(t.app);
  // never published: a right key answers 409 (no active version), so no model is needed
  const created = await createAgent(client);
  agentId = created.agent.id;
  rightKey = (await client.post(`/api/projects/${created.projectId}/platform-keys`, { name: 'Backend' })).json().key;
});
afterAll(async () => {
  await t.close();
});

function runAgent(key: string, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: `/api/agents/${agentId}/run`, payload: { message: 'hi' }, headers: { authorization: `Bearer ${key}` }, remoteAddress });
}

function executeWorkflow(key: string, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/workflows/workflow-${agentId}/execute`,
    payload: { triggerType: 'custom' },
    headers: { authorization: `Bearer ${key}` },
    remoteAddress,
  });
}

const wrongKey = (i: number) => `af_wrong${String(i).padStart(28, '0')}`;

describe('guessing platform API keys', () => {
  it('answers 429 with Retry-After after the limit, even to a right key, until the window passes', async () => {
    const start = new Date('2031-05-01T09:00:00Z');
    t.setNow(start);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 100; i++) statuses.push((await runAgent(wrongKey(i), '10.1.0.1')).statusCode);
      expect(statuses.slice(0, KEY_FAILURE_LIMIT.max)).toEqual(Array(KEY_FAILURE_LIMIT.max).fill(401));
      expect(statuses.slice(KEY_FAILURE_LIMIT.max)).toEqual(Array(100 - KEY_FAILURE_LIMIT.max).fill(429));

      const blocked = await runAgent(rightKey, '10.1.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests with a wrong API key from this address. Check the key and try again in 10 minutes.' });
      expect(Number(blocked.headers['retry-after'])).toBe(KEY_FAILURE_LIMIT.windowMs / 1000);

      // another address is unaffected
      expect((await runAgent(wrongKey(0), '10.1.0.2')).statusCode).toBe(401);
      expect((await runAgent(rightKey, '10.1.0.2')).json().code).toBe('NO_ACTIVE_VERSION');

      t.setNow(new Date(start.getTime() + KEY_FAILURE_LIMIT.windowMs + 1000));
      expect((await runAgent(rightKey, '10.1.0.1')).json().code).toBe('NO_ACTIVE_VERSION');
      expect((await runAgent(wrongKey(0), '10.1.0.1')).statusCode).toBe(401);
    } finally {
      t.setNow(null);
    }
  });

  it('counts wrong keys on the workflow execute route toward the same limit', async () => {
    for (let i = 0; i < KEY_FAILURE_LIMIT.max; i++) expect((await executeWorkflow(wrongKey(i), '10.2.0.1')).statusCode).toBe(401);
    const blocked = await executeWorkflow(rightKey, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await runAgent(rightKey, '10.2.0.1')).statusCode).toBe(429);
  });

  it('does not count calls that send no key at all', async () => {
    for (let i = 0; i < KEY_FAILURE_LIMIT.max + 5; i++) {
      const res = await t.app.inject({ method: 'POST', url: `/api/agents/${agentId}/run`, payload: { message: 'hi' }, remoteAddress: '10.3.0.1' });
      expect(res.statusCode).toBe(401);
    }
    expect((await runAgent(rightKey, '10.3.0.1')).json().code).toBe('NO_ACTIVE_VERSION');
  });
});
