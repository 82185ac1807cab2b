import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { buildOperationsApp } from '../../src/server/platform/operations/operations-app';
import { enqueueJobs } from '../../src/server/platform/jobs/job-queue';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUp } from '../support/session-client';
import { createAgent } from '../support/agents';
import { until } from '../support/until';
import { createDataset, uploadDocument, waitForDataset } from '../support/knowledge';

const TOKEN = 'metrics-token-0123456789';

describe('with a worker running', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGNUP_MODE: 'open', METRICS_TOKEN: TOKEN, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ops-')) }, { worker: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is public and answers 200 once the worker has beaten, with each check', async () => {
    await until(async () => (await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode === 200, 'the first heartbeat');
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.json()).toEqual({ ok: true, database: true, migrations: true, worker: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ ok: true });
  });

  it('answers 503 naming the worker when the last heartbeat is over a minute old', async () => {
    t.setNow(new Date(Date.now() + 61_000));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ ok: false, database: true, migrations: true, worker: false });
    } finally {
      t.setNow(null);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('answers 503 naming the migrations when the newest one is not recorded', async () => {
    const [last] = (await t.deps.db.execute(sql`select id, hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations order by created_at desc limit 1`) as unknown as { rows: { id: number; hash: string; createdAt: string }[] }).rows;
    await t.deps.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ok: false, database: true, migrations: false });
    } finally {
      await t.deps.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.createdAt}::bigint)`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('counts ingested items and their passages', async () => {
    const { client } = await signUp(t.app);
    const projectId = (await client.get('/api/projects')).json()[0].id as string;
    const ds = await createDataset(client, projectId);
    const text = Buffer.from('# Shipping\n\nWe ship worldwide within five days. Returns are free for thirty days.');
    expect((await uploadDocument(client, `/api/datasets/${ds.id}/documents`, 'shipping.md', text)).statusCode).toBe(202);
    await waitForDataset(client, ds.id);
    const body = (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    expect(body).toMatch(/^agentforge_ingested_items_total\{type="\w+"\} 1$/m);
    expect(Number(/^agentforge_ingested_chunks_total\{type="\w+"\} (\d+)$/m.exec(body)?.[1])).toBeGreaterThan(0);
  });

  it('serves health, readiness and metrics alone in a worker-only process', async () => {
    const ops = await buildOperationsApp(t.deps);
    try {
      expect((await ops.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ ok: true });
      expect((await ops.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ ok: true, database: true, migrations: true, worker: true });
      expect((await ops.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const metrics = await ops.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toMatch(/^agentforge_ingested_items_total\{type="\w+"\} 1$/m);
      expect((await ops.inject({ method: 'GET', url: '/api/projects' })).statusCode).toBe(404);
    } finally {
      await ops.close();
    }
  });
});

describe('GET /metrics', () => {
  let t: TestApp;
  const scrape = (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
  beforeAll(async () => {
    t = await createTestApp({ SIGNUP_MODE: 'open', METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 when METRICS_TOKEN is not set', async () => {
    const app = await buildApp({ ...t.deps, config: { ...t.deps.config, METRICS_TOKEN: undefined } });
    try {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_request_duration_seconds');
    } finally {
      await app.close();
    }
  });

  it('answers 401 without the token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('is not opened by a signed-in session: neither of two accounts (the first an admin on a fresh instance) reads it without the token', async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    for (const { client } of [first, second]) {
      const res = await client.get('/metrics');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toContain('METRICS_TOKEN');
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('counts requests by route pattern, never by raw URL', async () => {
    const { client } = await signUp(t.app);
    const { agent } = await createAgent(client);
    expect((await client.get(`/api/agents/${agent.id}`)).statusCode).toBe(200);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/agents\/:id",status_code="200"\} 1/);
    expect(res.body).not.toContain(agent.id);
  });

  it('counts chat turns of the offline model by provider and channel, and its tool calls by type', async () => {
    const { client } = await signUp(t.app);
    const { agent } = await createAgent(client, { name: 'Offline Ava', modelProvider: 'openai', modelName: 'gpt-5' });
    expect((await client.post(`/api/agents/${agent.id}/test`, { input: 'Hello there' })).json()).toMatchObject({ provider: 'offline', status: 'completed' });
    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(body).toMatch(/agentforge_turns_total\{provider="offline",channel="test",status="completed"\} 1/);
    expect(body).toContain('# TYPE agentforge_tokens_total counter');
    expect(body).toContain('# TYPE agentforge_cost_usd_total counter');
    expect((await client.post(`/api/agents/${agent.id}/test`, { input: 'ok bye' })).json().isConversationFinished).toBe(true);
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(after).toMatch(/agentforge_turns_total\{provider="offline",channel="test",status="completed"\} 2/);
    expect(after).toMatch(/agentforge_tool_calls_total\{tool_type="end_conversation",outcome="success"\} 1/);
    expect(body).toContain('# TYPE agentforge_ingested_items_total counter');
  });

  it('reads the job queue at scrape time: depth by kind and the oldest due job age', async () => {
    await enqueueJobs(t.deps.db, [{ kind: 'metrics_probe', payload: {} }, { kind: 'metrics_probe', payload: {} }]);
    await t.deps.db.execute(sql`update jobs set run_at = now() - interval '90 seconds' where kind = 'metrics_probe'`);
    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(body).toMatch(/agentforge_jobs_queued\{kind="metrics_probe"\} 2/);
    const age = Number(/^agentforge_oldest_job_age_seconds (\S+)$/m.exec(body)?.[1]);
    expect(age).toBeGreaterThanOrEqual(89);
    await t.deps.db.execute(sql`delete from jobs where kind = 'metrics_probe'`);
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(after).not.toContain('kind="metrics_probe"');
    // the agents above queued their pages' ingestion a moment ago (no worker runs here)
    expect(Number(/^agentforge_oldest_job_age_seconds (\S+)$/m.exec(after)?.[1])).toBeLessThan(89);
  });
});

describe('request logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGNUP_MODE: 'open', LOG_LEVEL: 'info' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('never carry request bodies or secret headers', async () => {
    const lines: string[] = [];
    const app = await buildApp(t.deps, { logStream: { write: (line) => void lines.push(line) } });
    try {
      const secrets = {
        authorization: 'Bearer sk-live-authorization-secret',
        cookie: 'session=cookie-secret-value',
        'x-csrf-token': 'csrf-secret-value',
        'x-twilio-signature': 'twilio-signature-secret',
        'x-hub-signature-256': 'sha256=hub-signature-secret',
      };
      await app.inject({ method: 'POST', url: '/api/auth/login', headers: secrets, payload: { email: 'body-secret@example.com', password: 'body-password-secret' } });
      await app.inject({ method: 'POST', url: '/webhook/sms', headers: secrets, payload: 'Body=sms-body-secret&From=%2B15550001111' });
      expect(lines.some((l) => l.includes('"url":"/api/auth/login"'))).toBe(true);
      const logged = lines.join('\n');
      for (const secret of ['authorization-secret', 'cookie-secret', 'csrf-secret', 'twilio-signature-secret', 'hub-signature-secret', 'body-secret', 'body-password-secret', 'sms-body-secret', '15550001111']) {
        expect(logged, secret).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});
