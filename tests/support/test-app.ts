import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { startWorker } from '../../src/server/worker-loop';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import type { AppDeps } from '../../src/server/platform/deps';
import { createJobSignal } from '../../src/server/platform/jobs/job-signal';
import { createMetrics } from '../../src/server/platform/metrics';
import { createObjectStore } from '../../src/server/platform/storage/create-object-store';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** the scratch PostgreSQL database, when running on a server (other processes can join it) */
  databaseUrl: string | null;
  /** moves the clock used by services */
  setNow: (date: Date | null) => void;
  close: () => Promise<void>;
}

/**
 * A fresh app on a fresh database: in-memory PGlite, or, when TEST_DATABASE_URL is set,
 * a scratch database created on that PostgreSQL server and dropped afterwards.
 * `joinDatabaseUrl` opens another app's database instead, like a second web process.
 */
export async function createTestApp(env: Record<string, string> = {}, opts: { worker?: boolean; joinDatabaseUrl?: string } = {}): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  let dropDatabase = async () => {};
  let databaseUrl: string | null = null;
  if (opts.joinDatabaseUrl) {
    // a second process on another app's database (that app drops it)
    databaseUrl = opts.joinDatabaseUrl;
    database = await openDatabase({ databaseUrl });
  } else if (serverUrl) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.href;
    database = await openDatabase({ databaseUrl });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
  }
  let now: Date | null = null;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_SECRET: 'test-secret-'.padEnd(48, 'x'), ...env });
  const deps: AppDeps = {
    db: database.db,
    dbKind: database.kind, vectorSearch: database.vector,
    config,
    secret: config.APP_SECRET as string,
    clock: () => now ?? new Date(),
    jobSignal: createJobSignal(),
    metrics: createMetrics(),
    storage: await createObjectStore(config),
  };
  const app = await buildApp(deps);
  await app.ready();
  const worker = opts.worker ? startWorker(deps, app.log) : null;
  return {
    app,
    deps,
    databaseUrl,
    setNow: (date) => {
      now = date;
    },
    close: async () => {
      await worker?.stop();
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}
