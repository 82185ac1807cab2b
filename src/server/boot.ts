import path from 'node:path';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import type { AppDeps } from './platform/deps';
import { loadInstanceSecret } from './platform/instance-secret';
import { createJobSignal } from './platform/jobs/job-signal';
import { createMetrics } from './platform/metrics';
import { createObjectStore } from './platform/storage/create-object-store';

/** Shared start-up of the web and worker entries: config, secret, database with migrations. */
export async function boot(env: Record<string, string | undefined>): Promise<{ config: Config; database: Database; deps: AppDeps }> {
  const config = loadConfig(env);
  const dataDir = path.resolve(config.DATA_DIR);
  const secret = loadInstanceSecret(config.APP_SECRET, dataDir);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(dataDir, 'pgdata') });
  const deps: AppDeps = { db: database.db, dbKind: database.kind, vectorSearch: database.vector, config, secret, clock: () => new Date(), jobSignal: createJobSignal(), metrics: createMetrics(), storage: await createObjectStore(config) };
  return { config, database, deps };
}
