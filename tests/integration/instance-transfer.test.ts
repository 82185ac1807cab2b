import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { create as createTar, extract as extractTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { boot } from '../../src/server/boot';
import { queryRows, type Db } from '../../src/server/db/client';
import { exportInstance } from '../../src/server/db/transfer/export-instance';
import { importInstance, ImportRefused, type ImportResult } from '../../src/server/db/transfer/import-instance';
import { startWorker } from '../../src/server/worker-loop';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { createAgent, useFakeModel } from '../support/agents';
import { createDataset, uploadDocument, waitForDataset } from '../support/knowledge';
import { SessionClient, signUp } from '../support/session-client';

const SECRET = 'transfer-test-secret-'.padEnd(48, 'x');
const PASSWORD = 'a-long-transfer-password';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const NOTES = readFileSync(path.join(import.meta.dirname, '../fixtures/knowledge-docs/notes.txt'));
const serverUrl = process.env.TEST_DATABASE_URL;

let llm: FakeLlm;
const folders: string[] = [];
const scratchDatabases: string[] = [];
const folder = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `af-transfer-${name}-`));
  folders.push(dir);
  return dir;
};

function instanceEnv(env: Record<string, string>): Record<string, string> {
  return { NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_SECRET: SECRET, SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, EMBEDDING_MODEL: 'fake-embed', ...env };
}

/** A whole instance as `npm start` boots it (real data folder or server), with its worker. */
async function startInstance(env: Record<string, string>) {
  const { database, deps } = await boot(instanceEnv(env));
  const app = await buildApp(deps);
  await app.ready();
  const worker = startWorker(deps, app.log);
  return {
    app,
    deps,
    close: async () => {
      await worker.stop();
      await app.close();
      await database.close();
    },
  };
}

async function exportFrom(env: Record<string, string>): Promise<string> {
  const { database, deps } = await boot(instanceEnv(env));
  const out = path.join(folder('archive'), 'instance.tar.gz');
  try {
    await exportInstance({ db: deps.db, kind: database.kind, store: deps.storage, secret: deps.secret }, out);
  } finally {
    await database.close();
  }
  return out;
}

async function importInto(env: Record<string, string>, archive: string, opts: { skipEmbeddings?: boolean } = {}): Promise<ImportResult> {
  const { database, deps } = await boot(instanceEnv(env));
  try {
    return await importInstance({ db: deps.db, store: deps.storage, secret: deps.secret, vector: database.vector }, archive, opts);
  } finally {
    await database.close();
  }
}

async function scratchDatabase(): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  scratchDatabases.push(name);
  const url = new URL(serverUrl as string);
  url.pathname = `/${name}`;
  return url.href;
}

const embeddingsOf = (db: Db) => queryRows<{ chunk: string; embedding: string }>(db, sql`select chunk_id::text as chunk, embedding::text as embedding from chunk_embeddings order by chunk_id`);

/** What the API says about everything the user made; equal before and after a transfer. */
async function readBack(client: SessionClient) {
  const get = async (url: string) => {
    const res = await client.get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const conversations = await get(`/api/projects/${ids.projectId}/conversations`);
  return {
    user: await get('/api/auth/user'),
    settings: await get('/api/settings'),
    agent: await get(`/api/agents/${ids.agentId}`),
    versions: await get(`/api/agents/${ids.agentId}/versions`),
    dataset: await get(`/api/datasets/${ids.datasetId}`),
    items: await get(`/api/datasets/${ids.datasetId}/items`),
    item: await get(`/api/datasets/${ids.datasetId}/items/${ids.itemId}`),
    keys: await get(`/api/projects/${ids.projectId}/api-keys`),
    conversations,
    conversation: await get(`/api/conversations/${conversations.conversations[0].id}`),
  };
}

/** Signs in with the original password, compares everything, searches the chunk and fetches the logo. */
async function expectSameInstance(env: Record<string, string>, opts: { embeddings: boolean }) {
  const instance = await startInstance(env);
  try {
    const client = new SessionClient(instance.app);
    const login = await client.post('/api/auth/login', { email: ids.email, password: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    expect(await readBack(client)).toEqual(original);
    if (opts.embeddings) expect(await embeddingsOf(instance.deps.db)).toEqual(originalEmbeddings);

    // the provider key decrypts (same APP_SECRET): the model is called and the chunk is found
    llm.script({ kind: 'reply', text: 'forklift training' }, { kind: 'reply', text: 'Priya Raman runs it [1].' });
    const answer = (await client.post(`/api/agents/${ids.agentId}/test`, { input: 'Who runs the forklift training?' })).json();
    expect(answer.output).toBe('Priya Raman runs it [1].');
    expect(answer.ragSources[0].title).toContain('Warehouse move');

    const logo = await new SessionClient(instance.app).get(ids.logoPath);
    expect(logo.statusCode).toBe(200);
    expect(logo.rawPayload.equals(PNG)).toBe(true);
  } finally {
    await instance.close();
  }
}

const ids = { email: '', projectId: '', agentId: '', datasetId: '', itemId: '', logoPath: '' };
let original: Awaited<ReturnType<typeof readBack>>;
let originalEmbeddings: { chunk: string; embedding: string }[];
let sourceDir: string;
let archive: string;

beforeAll(async () => {
  llm = await startFakeLlm();
  sourceDir = folder('source');
  const source = await startInstance({ DATA_DIR: sourceDir });
  try {
    const { client, email } = await signUp(source.app, { password: PASSWORD });
    ids.email = email;
    ids.projectId = (await client.get('/api/projects')).json()[0].id;
    await useFakeModel(client, ids.projectId, llm.baseUrl);
    expect((await client.put('/api/settings', { dataRetention: '30d', chatLimits: { perIpPerMinute: 7 } })).statusCode).toBe(200);

    const ds = await createDataset(client, ids.projectId, 'Warehouse');
    ids.datasetId = ds.id;
    ids.itemId = (await uploadDocument(client, `/api/datasets/${ds.id}/documents`, 'notes.txt', NOTES)).json().id;
    await waitForDataset(client, ds.id);
    const { agent } = await createAgent(client, { websiteUrls: [], datasetId: ds.id });
    ids.agentId = agent.id;
    const version = (await client.post(`/api/agents/${agent.id}/publish`)).json();

    llm.script({ kind: 'reply', text: 'opening hours' }, { kind: 'reply', text: 'We open at nine.' });
    const chat = await source.app.inject({ method: 'POST', url: `/api/agent-versions/${version.id}/chat`, payload: { message: 'When do you open?', sessionId: 'visitor-1', channel: 'widget' } });
    expect(chat.statusCode, chat.body).toBe(200);

    const { uploadURL, url } = (await client.post('/api/objects/upload')).json();
    expect((await client.request('PUT', new URL(uploadURL).pathname, PNG, { 'content-type': 'image/png' })).statusCode).toBe(200);
    ids.logoPath = new URL(url).pathname;

    original = await readBack(client);
    originalEmbeddings = await embeddingsOf(source.deps.db);
    expect(originalEmbeddings.length).toBeGreaterThan(0);
  } finally {
    await source.close();
  }
  archive = await exportFrom({ DATA_DIR: sourceDir });
}, 180_000);

afterAll(async () => {
  await llm?.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  if (serverUrl && scratchDatabases.length > 0) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (const name of scratchDatabases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

describe('db:export and db:import', { timeout: 180_000 }, () => {
  it('writes one private archive and restores it into a new data folder (embedded to embedded), embeddings included', async () => {
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    const restoredDir = folder('restored');
    const result = await importInto({ DATA_DIR: restoredDir }, archive);
    expect(result.skipped).toEqual([]);
    expect(result.files).toBe(3); // the logo, its metadata and the document
    expect(result.tables.find((t) => t.name === 'chunk_embeddings')?.rows).toBe(originalEmbeddings.length);
    expect(readFileSync(path.join(restoredDir, 'knowledge', ids.datasetId, ids.itemId)).equals(NOTES)).toBe(true);
    await expectSameInstance({ DATA_DIR: restoredDir }, { embeddings: true });

    // a second import into the same database is refused, and nothing changes
    await expect(importInto({ DATA_DIR: restoredDir }, archive)).rejects.toThrow(/already holds data: .*users \(1\)/);
  });

  it('refuses an archive sealed with another instance secret, and a file that is not an archive', async () => {
    const dir = folder('other-secret');
    await expect(importInto({ DATA_DIR: dir, APP_SECRET: 'another-secret-'.padEnd(40, 'y') }, archive)).rejects.toThrow(ImportRefused);
    await expect(importInto({ DATA_DIR: dir, APP_SECRET: 'another-secret-'.padEnd(40, 'y') }, archive)).rejects.toThrow(/APP_SECRET/);
    const notArchive = path.join(dir, 'notes.tar.gz');
    await import('node:fs/promises').then((fs) => fs.writeFile(notArchive, NOTES));
    await expect(importInto({ DATA_DIR: folder('not-archive') }, notArchive)).rejects.toThrow(ImportRefused);

    // links are not extracted: a manifest that points elsewhere is no manifest
    const outside = folder('outside');
    await extractTar({ file: archive, cwd: outside }, ['manifest.json']);
    const crafted = folder('crafted');
    symlinkSync(path.join(outside, 'manifest.json'), path.join(crafted, 'manifest.json'));
    await createTar({ gzip: true, file: path.join(crafted, 'linked.tar.gz'), cwd: crafted }, ['manifest.json']);
    await expect(importInto({ DATA_DIR: folder('linked') }, path.join(crafted, 'linked.tar.gz'))).rejects.toThrow(/not an AgentForge instance archive/);
  });

  it.runIf(serverUrl)('moves the embedded instance to an empty PostgreSQL database, then backs that up and restores it (PostgreSQL to PostgreSQL)', async () => {
    const first = await scratchDatabase();
    const filesDir = folder('pg-files');
    const { database } = await boot(instanceEnv({ DATABASE_URL: first, DATA_DIR: filesDir }));
    const vector = database.vector;
    await database.close();
    if (!vector) {
      // a server without pgvector cannot hold embeddings: said plainly unless they are left out on purpose
      await expect(importInto({ DATABASE_URL: first, DATA_DIR: filesDir }, archive)).rejects.toThrow(/pgvector.*--skip-embeddings/);
    }
    const moved = await importInto({ DATABASE_URL: first, DATA_DIR: filesDir }, archive, { skipEmbeddings: !vector });
    expect(moved.skipped).toEqual(vector ? [] : ['chunk_embeddings']);
    await expectSameInstance({ DATABASE_URL: first, DATA_DIR: filesDir }, { embeddings: vector });

    const backup = await exportFrom({ DATABASE_URL: first, DATA_DIR: filesDir });
    const second = await scratchDatabase();
    const restoredFiles = folder('pg-restored-files');
    await importInto({ DATABASE_URL: second, DATA_DIR: restoredFiles }, backup);
    await expectSameInstance({ DATABASE_URL: second, DATA_DIR: restoredFiles }, { embeddings: vector });
  });
});
