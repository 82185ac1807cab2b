import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { datasets } from '../../src/server/db/schema';
import { bundleServer, registerOn, sendRequest, startServerProcess, type ServerProcess } from '../support/server-process';

// Issue 30: the embedded database runs on a thread of its own (ADR 0047). A web server on it is
// killed (SIGKILL) while requests write; every write it acknowledged is there when the data
// folder opens again, and the server starts on it.
const WRITERS = 6;
const SECRET = 'embedded-crash-secret-'.padEnd(48, 'x');

let entry: string;
let dataDir: string;
let server: ServerProcess | null = null;

beforeAll(async () => {
  entry = await bundleServer('embedded-crash');
  dataDir = mkdtempSync(path.join(tmpdir(), 'embedded-crash-'));
}, 60_000);
afterAll(() => {
  server?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (entry) rmSync(path.dirname(entry), { recursive: true, force: true });
});

const start = () => startServerProcess(entry, { DATA_DIR: dataDir, APP_SECRET: SECRET, SIGNUP_MODE: 'open', LOG_LEVEL: 'silent' }, 60_000);

it('keeps every acknowledged write through a SIGKILL during writes', async () => {
  server = await start();
  const agent = new http.Agent({ keepAlive: true });
  const { headers } = await registerOn(agent, server.baseUrl);
  const projects = await sendRequest(agent, server.baseUrl, 'GET', '/api/projects', { headers });
  const [project] = JSON.parse(projects.body) as { id: string }[];

  const acknowledged: string[] = [];
  let sent = 0;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const name = `crash-${sent++}`;
      const answer = await sendRequest(agent, server!.baseUrl, 'POST', `/api/projects/${project.id}/datasets`, { body: { name, description: 'written before the kill' }, headers }).catch(() => null);
      if (answer?.status === 201) acknowledged.push(name);
      else if (!killed) throw new Error(`a write failed before the kill: ${answer?.status} ${answer?.body}`);
    }
  };
  const writers = Array.from({ length: WRITERS }, writer);
  while (acknowledged.length < 60) await new Promise((r) => setTimeout(r, 10));
  killed = true;
  server.kill();
  await server.exited;
  server = null;
  await Promise.all(writers);
  agent.destroy();

  const database = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
  try {
    const stored = (await database.db.select({ name: datasets.name }).from(datasets).where(like(datasets.name, 'crash-%'))).map((d) => d.name);
    expect(new Set(stored).size).toBe(stored.length);
    expect(acknowledged.filter((name) => !stored.includes(name))).toEqual([]);
  } finally {
    await database.close();
  }
  server = await start();
  expect((await sendRequest(new http.Agent(), server.baseUrl, 'GET', '/api/health')).status).toBe(200);
}, 120_000);
