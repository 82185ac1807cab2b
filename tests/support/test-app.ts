import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import type { AppDeps } from '../../src/server/platform/deps';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** moves the clock used by services */
  setNow: (date: Date | null) => void;
  close: () => Promise<void>;
}

/**
 * A fresh app on a fresh database: in-memory PGlite, or, when TEST_DATABASE_URL is set,
 * a scratch database created on that PostgreSQL server and dropped afterwards.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.href });
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
    dbKind: database.kind,
    config,
    secret: config.APP_SECRET as string,
    clock: () => now ?? new Date(),
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    setNow: (date) => {
      now = date;
    },
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}
