import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { resolveAppRoot } from '../platform/app-root';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

// A small buffer pool keeps an idle embedded instance light (see bench/startup).
const PGLITE_CONF = 'shared_buffers=16MB\nwork_mem=4MB\nmaintenance_work_mem=32MB\ntemp_buffers=4MB';

const migrationsFolder = path.join(resolveAppRoot(), 'src/server/db/migrations');

/**
 * Opens the embedded PGlite database (in dataDir, or in memory when dataDir is 'memory://')
 * or a PostgreSQL server when databaseUrl is set, and applies the committed migrations.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection can die (a server restart, an admin's terminate): the pool replaces it;
    // without a listener the error would crash the process.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost (${err.message}); reconnecting on next use.`));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = opts.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, { postgresqlconf: PGLITE_CONF });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** Raw SQL for aggregate reads; both drivers answer { rows }. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
