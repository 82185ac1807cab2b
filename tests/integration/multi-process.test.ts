import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { agentRuns } from '../../src/server/db/schema';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { startKnowledgeSite, type KnowledgeSite } from '../fixtures/knowledge-site';
import { startS3Server, type S3Peer } from '../fixtures/s3-server';
import { sampleAgent } from '../support/agents';
import { bundleServer, registerOn, sendRequest, startServerProcess, type Answer, type BrowserSession, type ServerProcess } from '../support/server-process';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 17, acceptance 2: the README's scale-out recipe, run for real. Two web processes (no
// worker in them) and one worker process share one PostgreSQL database and one S3-compatible
// bucket (s3rver on loopback); each has a DATA_DIR of its own, so nothing is shared on disk.
const SECRET = 'multi-process-secret-'.padEnd(48, 'x');
const CRAWL_PAGES = 30;
const root = path.resolve(import.meta.dirname, '../..');

let t: TestApp;
let llm: FakeLlm;
let site: KnowledgeSite;
let webEntry: string;
let workerEntry: string;
let s3: S3Peer;
const dataDirs: string[] = [];
let webA: ServerProcess;
let webB: ServerProcess;
const processes: ServerProcess[] = [];

function ownDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'multi-process-'));
  dataDirs.push(dir);
  return dir;
}

function sharedEnv(): Record<string, string> {
  return {
    DATABASE_URL: t.databaseUrl ?? '',
    ...s3.env,
    APP_SECRET: SECRET,
    SIGNUP_MODE: 'open',
    TRUST_PROXY: 'true',
    ALLOW_PRIVATE_URLS: `${llm.host},${site.host}`,
    JOB_LEASE_MS: '1500',
    LOG_LEVEL: 'warn',
  };
}

async function startWeb(): Promise<ServerProcess> {
  const proc = await startServerProcess(webEntry, { ...sharedEnv(), DATA_DIR: ownDataDir(), WORKER: 'off' });
  processes.push(proc);
  return proc;
}

async function startWorker(): Promise<ServerProcess> {
  // the worker answers nothing over HTTP without METRICS_TOKEN; with it, /api/health says it is up
  const proc = await startServerProcess(workerEntry, { ...sharedEnv(), DATA_DIR: ownDataDir(), METRICS_TOKEN: 'multi-process-metrics-token' });
  processes.push(proc);
  return proc;
}

const keepAliveOff = new http.Agent({ keepAlive: false });

const register = (on: ServerProcess, email: string) => registerOn(keepAliveOff, on.baseUrl, email);

function call(on: ServerProcess, session: BrowserSession | null, method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return sendRequest(keepAliveOff, on.baseUrl, method, pathname, { body, headers: { ...session?.headers, ...headers }, timeoutMs: 20_000 });
}

async function json<T = { id: string }>(answer: Promise<Answer>): Promise<T> {
  const a = await answer;
  if (a.status >= 300) throw new Error(`${a.status} ${a.body}`);
  return JSON.parse(a.body) as T;
}

let visitorIp = 0;
const nextIp = () => `203.0.113.${(visitorIp++ % 250) + 1}`;

function chat(on: ServerProcess, versionId: string, message: string, sessionId: string, ip = nextIp()) {
  return call(on, null, 'POST', `/api/agent-versions/${versionId}/chat`, { message, sessionId }, { 'x-forwarded-for': ip });
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let owner: BrowserSession;
let projectId: string;
let versionId: string;
let agentId: string;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  [webEntry, llm, site, s3] = await Promise.all([bundleServer('multi-web'), startFakeLlm(), startKnowledgeSite({ fillerPages: CRAWL_PAGES, pageDelayMs: 80 }), startS3Server()]);
  workerEntry = await bundleServer('multi-worker', 'src/server/worker.ts');
  t = await createTestApp({ APP_SECRET: SECRET });
  [webA, webB] = await Promise.all([startWeb(), startWeb()]);
  await startWorker();

  // the first account is the instance's administrator (no run limit); the agent belongs to the second
  await register(webA, `admin-${Date.now()}@example.com`);
  owner = await register(webA, `owner-${Date.now()}@example.com`);
  [{ id: projectId }] = await json<{ id: string }[]>(call(webA, owner, 'GET', '/api/projects'));
  await json(call(webA, owner, 'POST', `/api/projects/${projectId}/api-keys`, { provider: 'openai_compatible', name: 'fake', keyHash: 'sk-test-fake-1234', baseUrl: llm.baseUrl }));
  ({ id: agentId } = await json(call(webA, owner, 'POST', `/api/projects/${projectId}/agents`, sampleAgent)));
  ({ id: versionId } = await json(call(webA, owner, 'POST', `/api/agents/${agentId}/publish`, {})));
}, 120_000);

afterAll(async () => {
  for (const proc of processes) proc.kill();
  await Promise.all(processes.map((p) => p.exited));
  await t?.close();
  await llm?.close();
  await site?.close();
  await s3?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  if (webEntry) rmSync(webEntry, { force: true });
  if (workerEntry) rmSync(workerEntry, { force: true });
});


describe.skipIf(!process.env.TEST_DATABASE_URL)('two web processes and a worker on one database', () => {
  it('accept on one web process the session made on the other, and sign it out everywhere', async () => {
    const session = await register(webA, `roaming-${Date.now()}@example.com`);
    const onB = await call(webB, session, 'GET', '/api/auth/user');
    expect(onB.status).toBe(200);
    expect(JSON.parse(onB.body)).toMatchObject({ email: expect.stringMatching(/^roaming-/) });
    // a write on B with the CSRF token issued by A
    expect((await call(webB, session, 'POST', '/api/projects', { name: 'Made on B' })).status).toBe(201);
    expect((await call(webB, session, 'POST', '/api/auth/logout')).status).toBeLessThan(300);
    expect((await call(webA, session, 'GET', '/api/auth/user')).status).toBe(401);
  });

  it('share the rate limit of a conversation between the processes', async () => {
    const sessionId = `shared-limit-${Date.now()}`;
    for (let i = 0; i < 10; i++) expect((await chat(i % 2 === 0 ? webA : webB, versionId, `message ${i}`, sessionId)).status).toBe(200);
    for (const web of [webA, webB]) {
      const refused = await chat(web, versionId, 'one more', sessionId);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'RATE_LIMITED' });
    }
  });

  it("share the owner's monthly run limit between the processes", async () => {
    // 10 runs from the rate-limit test; the free plan allows 100 a month
    const [{ n: used }] = await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from agent_runs where agent_id = ${agentId} and is_test = false`);
    const seeded = 97 - used;
    await t.deps.db.insert(agentRuns).values(Array.from({ length: seeded }, () => ({ agentId, channel: 'chat', userInput: 'earlier', status: 'completed' })));
    const modelCallsBefore = llm.requests.length;
    const answers = [];
    for (const [i, web] of [webA, webB, webA, webB, webA].entries()) answers.push(JSON.parse((await chat(web, versionId, `run ${i}`, `run-limit-${Date.now()}-${i}`)).body).message as string);
    expect(answers.slice(0, 3)).toEqual(['Echo: run 0', 'Echo: run 1', 'Echo: run 2']);
    for (const refused of answers.slice(3)) expect(refused).toMatch(/reached its message limit for this month/);
    expect(llm.requests.length - modelCallsBefore).toBe(3);
    await t.deps.db.execute(sql`delete from agent_runs where agent_id = ${agentId} and user_input = 'earlier'`);
  });

  it('ingest in the worker a document uploaded through one web process, and find it from the other', async () => {
    const dataset = await json(call(webA, owner, 'POST', `/api/projects/${projectId}/datasets`, { name: 'Warehouse', description: 'Notes' }));
    const bytes = readFileSync(path.join(root, 'tests/fixtures/knowledge-docs/notes.txt'));
    const upload = await sendRequest(keepAliveOff, webA.baseUrl, 'POST', `/api/datasets/${dataset.id}/documents?fileName=notes.txt`, {
      headers: { ...owner.headers, 'content-type': 'application/octet-stream' },
      rawBody: bytes,
    });
    expect(upload.status, upload.body).toBe(202);
    expect(await s3.listKeys(`knowledge/${dataset.id}/`)).toEqual([{ key: `knowledge/${dataset.id}/${JSON.parse(upload.body).id}`, size: bytes.length }]);
    await until('the worker to ingest the document', 30_000, async () => {
      const ds = await json<{ status: string; chunkCount: number }>(call(webB, owner, 'GET', `/api/datasets/${dataset.id}`));
      return ds.status === 'ready' && ds.chunkCount > 0;
    });
    const agent = await json(call(webB, owner, 'POST', `/api/projects/${projectId}/agents`, { ...sampleAgent, name: 'Warehouse Bot', datasetId: dataset.id }));
    const version = await json(call(webB, owner, 'POST', `/api/agents/${agent.id}/publish`, {}));
    const reply = await json<{ sources: { title: string; snippet: string }[] }>(chat(webB, version.id, 'Where does the Tacoma warehouse move to?', `docs-${Date.now()}`));
    expect(reply.sources[0]).toMatchObject({ title: 'Warehouse move: meeting notes', snippet: expect.stringContaining('Building 7 on Harbor Road') });
  });

  it('serve from one web process the logo uploaded through the other', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    const ticket = await json<{ uploadURL: string; url: string }>(call(webA, owner, 'POST', '/api/objects/upload', {}));
    const put = await sendRequest(keepAliveOff, webA.baseUrl, 'PUT', new URL(ticket.uploadURL).pathname, { headers: { ...owner.headers, 'content-type': 'image/png' }, rawBody: png });
    expect(put.status, put.body).toBe(200);
    const served = await sendRequest(keepAliveOff, webB.baseUrl, 'GET', new URL(ticket.url).pathname);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(png.length));
  });

  it('lose no stored run of one web process when the other is killed in the middle of turns', async () => {
    const doomed = await startWeb();
    llm.fallback = { kind: 'reply', text: 'Answered after a while.', delayMs: 1_500 };
    try {
      const before = llm.requests.length;
      const survivors = Array.from({ length: 3 }, (_, i) => `survivor-${Date.now()}-${i}`);
      const surviving = survivors.map((sessionId) => chat(webB, versionId, 'Still there?', sessionId));
      const killed = Array.from({ length: 3 }, (_, i) => chat(doomed, versionId, 'Still there?', `killed-${Date.now()}-${i}`).catch((e: Error) => e));
      await until('all six turns to reach the model', 10_000, async () => llm.requests.length - before >= 6);
      doomed.kill();
      await doomed.exited;
      for (const answer of await Promise.all(surviving)) {
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body).message).toBe('Answered after a while.');
      }
      for (const outcome of await Promise.all(killed)) expect(outcome).toBeInstanceOf(Error);
      const stored = await queryRows<{ session_id: string; status: string }>(
        t.deps.db,
        sql`select session_id, status from agent_runs where session_id in (${sql.join(survivors.map((s) => sql`${s}`), sql`, `)})`,
      );
      expect(stored.map((r) => [r.session_id, r.status]).sort()).toEqual(survivors.map((s) => [s, 'completed']).sort());
      // the survivor still serves
      expect((await chat(webB, versionId, 'and now?', `after-kill-${Date.now()}`)).status).toBe(200);
    } finally {
      llm.fallback = null;
    }
  }, 60_000);

  it('finish a crawl in another worker when the worker crawling it is killed', async () => {
    const dataset = await json(call(webB, owner, 'POST', `/api/projects/${projectId}/datasets`, { name: 'Docs', description: 'Crawled' }));
    expect((await call(webA, owner, 'POST', `/api/datasets/${dataset.id}/ingest`, { urls: [`${site.origin}/docs/page-1`], crawl: true, pageLimit: CRAWL_PAGES })).status).toBe(202);
    const readyPages = async () =>
      (await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from data_items where dataset_id = ${dataset.id} and status = 'ready'`))[0].n;
    await until('the worker to crawl a few pages', 30_000, async () => (await readyPages()) >= 5);
    const [worker] = processes.filter((p) => p.child.spawnargs.includes(workerEntry) && p.child.exitCode === null);
    worker.kill();
    await worker.exited;
    expect(await readyPages()).toBeLessThan(CRAWL_PAGES);

    await startWorker();
    const done = await until('another worker to finish the crawl', 60_000, async () => {
      const ds = await json<{ status: string; itemCount: number; doneCount: number; errorCount: number }>(call(webA, owner, 'GET', `/api/datasets/${dataset.id}`));
      return ds.status !== 'processing' && ds.itemCount === CRAWL_PAGES && ds.doneCount === CRAWL_PAGES ? ds : null;
    });
    expect(done).toMatchObject({ status: 'ready', errorCount: 0 });
    const [dup] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from (select data_item_id, chunk_index from vector_chunks where dataset_id = ${dataset.id} group by 1, 2 having count(*) > 1) d`,
    );
    expect(dup.n).toBe(0);
  }, 120_000);
});
