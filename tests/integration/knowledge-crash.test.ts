import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { startKnowledgeSite } from '../fixtures/knowledge-site';
import { createDataset, listItems, waitForDataset } from '../support/knowledge';
import { signUp, type SessionClient } from '../support/session-client';
import { bundleServer } from '../support/server-process';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 4, acceptance 6: a worker process is killed (SIGKILL) in the middle of a 50-page crawl;
// a new one finishes it with every page once and no duplicate chunk. Needs a PostgreSQL server:
// the embedded database belongs to one process.
const PAGES = 50;
const SECRET = 'crash-test-secret-'.padEnd(48, 'x');
const root = path.resolve(import.meta.dirname, '../..');

let t: TestApp;
let site: Awaited<ReturnType<typeof startKnowledgeSite>>;
let owner: SessionClient;
let workerFile: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  site = await startKnowledgeSite({ fillerPages: PAGES, pageDelayMs: 60 });
  t = await createTestApp({ SIGNUP_MODE: 'open', APP_SECRET: SECRET });
  owner = (await signUp(t.app)).client;
  workerFile = await bundleServer('crash-worker', 'src/server/worker.ts');
}, 60_000);
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await t?.close();
  await site?.close();
});

function startWorker(): ChildProcess {
  const child = spawn(process.execPath, [workerFile], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: t.databaseUrl ?? '',
      APP_SECRET: SECRET,
      ALLOW_PRIVATE_URLS: site.host,
      JOB_LEASE_MS: '1500',
      WORKER_CONCURRENCY: '3',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'crash-')),
    },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

const readyCount = async (datasetId: string) =>
  (await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from data_items where dataset_id = ${datasetId} and status = 'ready'`))[0].n;

describe.skipIf(!process.env.TEST_DATABASE_URL)('durable ingestion', () => {
  it('finishes a crawl after its worker is killed mid-way, each page once, no duplicate chunk', async () => {
    const ds = await createDataset(owner, (await owner.get('/api/projects')).json()[0].id, 'Crash');
    const res = await owner.post(`/api/datasets/${ds.id}/ingest`, { urls: [`${site.origin}/docs/page-1`], crawl: true, pageLimit: PAGES });
    expect(res.statusCode).toBe(202);

    const first = startWorker();
    const until = Date.now() + 30_000;
    while ((await readyCount(ds.id)) < 8 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const atKill = await readyCount(ds.id);
    const running = (await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from jobs where dataset_id = ${ds.id} and status in ('queued', 'running')`))[0].n;
    expect(atKill).toBeGreaterThanOrEqual(8);
    expect(running).toBeGreaterThan(0);

    startWorker();
    const done = await waitForDataset(owner, ds.id, 60_000);
    expect(done).toMatchObject({ status: 'ready', itemCount: PAGES, errorCount: 0 });
    const items = await listItems(owner, ds.id);
    expect(new Set(items.map((i) => i.source)).size).toBe(PAGES);
    expect(items.every((i) => i.status === 'ready' && i.chunkCount > 0)).toBe(true);
    const [dup] = await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from (select data_item_id, chunk_index from vector_chunks where dataset_id = ${ds.id} group by 1, 2 having count(*) > 1) d`);
    expect(dup.n).toBe(0);
    const [chunks] = await queryRows<{ n: number; total: number }>(t.deps.db, sql`select count(*)::int as n, (select sum(chunk_count)::int from data_items where dataset_id = ${ds.id}) as total from vector_chunks where dataset_id = ${ds.id}`);
    expect(chunks.n).toBe(chunks.total);
  }, 90_000);
});
