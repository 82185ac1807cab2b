import path from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as coreTables from './schema';
import * as knowledgeTables from './knowledge-tables';
import * as toolTables from './tool-tables';
import * as workflowTables from './workflow-tables';
import * as analyticsTables from './analytics-tables';
import * as teamTables from './team-tables';
import * as accountTables from './account-tables';
import * as instanceTables from './instance-tables';
import * as channelTables from './channel-tables';
import * as inboxTables from './inbox-tables';
import * as searchStatsTables from './search-stats-tables';
import * as knowledgeSyncTables from './knowledge-sync-tables';
import * as curatedTables from './curated-tables';
import * as unansweredTables from './unanswered-tables';
import * as visitorTables from './visitor-tables';
import * as approvalTables from './approval-tables';
import * as visitorMemoryTables from './visitor-memory-tables';
import * as visitorSummaryTables from './visitor-summary-tables';
import { resolveAppRoot } from '../platform/app-root';

const schema = { ...coreTables, ...knowledgeTables, ...toolTables, ...workflowTables, ...analyticsTables, ...teamTables, ...accountTables, ...instanceTables, ...channelTables, ...inboxTables, ...searchStatsTables, ...knowledgeSyncTables, ...curatedTables, ...unansweredTables, ...visitorTables, ...approvalTables, ...visitorMemoryTables, ...visitorSummaryTables };

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** the pgvector extension is installed: semantic search is possible */
  vector: boolean;
  close: () => Promise<void>;
}

// A small buffer pool keeps an idle embedded instance light (see bench/startup).
const PGLITE_CONF = 'shared_buffers=16MB\nwork_mem=4MB\nmaintenance_work_mem=32MB\ntemp_buffers=4MB\ngin_pending_list_limit=256kB';

/** the committed migrations; readiness compares them with the ones the database recorded */
export const migrationsFolder = path.join(resolveAppRoot(), 'src/server/db/migrations');
// Written by scripts/initial-database.mjs at build time (docs/decisions/0023).
const initialDatabase = path.join(resolveAppRoot(), 'dist/db/initial.tar.gz');

/**
 * The build's migrated empty database for a data folder that holds none yet: loading it skips
 * PGlite's initdb and the migrations, most of a first start. The migrations still run after it
 * and add whatever came since the build.
 */
function findInitialDatabase(dir: string): string | null {
  if (dir.startsWith('memory://') || existsSync(path.join(dir, 'PG_VERSION')) || !existsSync(initialDatabase)) return null;
  return initialDatabase;
}

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
    const vector = await whileHoldingMigrationLock(pool, async () => {
      await migrate(db, { migrationsFolder });
      return enableVector(db as unknown as Db);
    });
    return { db: db as unknown as Db, kind: 'postgres', vector, close: () => pool.end() };
  }
  // PGlite runs on a thread of its own, the web server's thread keeps Drizzle (docs/decisions/0047).
  const { openEmbeddedClient } = await import('./embedded-client');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = opts.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await openEmbeddedClient({ dataDir: dir, conf: PGLITE_CONF, initialDatabase: findInitialDatabase(dir) });
  // the client answers with PGlite's own calls and results (embedded-client.ts)
  const db = drizzle(client as unknown as PGlite, { schema });
  let vector: boolean;
  try {
    await migrate(db, { migrationsFolder });
    vector = await enableVector(db as unknown as Db);
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: db as unknown as Db, kind: 'pglite', vector, close: () => client.close() };
}

// any fixed number: every AgentForge process on one database takes the same lock
const MIGRATION_LOCK = 0x41466d67;

/**
 * Processes starting together (web processes and workers, or an upgrade beside running ones)
 * take turns: the first applies the migrations, the others wait and then find nothing to do.
 * Session-level, on a connection of its own, so the migrator's transaction stays untouched.
 */
async function whileHoldingMigrationLock<T>(pool: Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * pgvector is optional: a PostgreSQL server without it (or without the right to create it)
 * keeps working with full-text retrieval only. Embeddings live in their own table so the
 * committed migrations never depend on the extension.
 */
async function enableVector(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`create extension if not exists vector`);
  } catch {
    // another process may have created it at the same moment
    const rows = await queryRows<{ n: number }>(db, sql`select 1 as n from pg_extension where extname = 'vector'`);
    if (rows.length === 0) return false;
  }
  await db.execute(sql`create table if not exists chunk_embeddings (
    chunk_id uuid primary key references vector_chunks(id) on delete cascade,
    dataset_id uuid not null references datasets(id) on delete cascade,
    model text not null,
    dims integer not null,
    embedding vector not null
  )`);
  await db.execute(sql`create index if not exists chunk_embeddings_dataset_idx on chunk_embeddings (dataset_id, model)`);
  return true;
}

interface RawClient {
  query: (config: { name: string; text: string; values: unknown[] } | string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /** only the embedded database's client has it (PGlite's own, embedded-client.ts) */
  waitReady?: unknown;
}

/**
 * A hand-written statement on a hot path, named so that PostgreSQL parses and plans it once per
 * connection; the embedded database runs the text as it is. `text` uses $1, $2... for `values`.
 */
export async function queryNamed<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: RawClient }).$client;
  const result = client.waitReady === undefined ? await client.query({ name, text, values }) : await client.query(text, values);
  return result.rows as T[];
}

/** Raw SQL for aggregate reads; both drivers answer { rows }. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
