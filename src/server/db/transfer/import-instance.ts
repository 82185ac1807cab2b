import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { extract as extractTar } from 'tar';
import { HEARTBEAT_KEY } from '../instance-tables';
import { findLastAppliedMigration } from '../migration-state';
import type { ObjectStore } from '../../platform/storage/object-store';
import { queryRows, type Db } from '../client';
import { archiveManifest, EMBEDDINGS_TABLE, FILES_DIR, MANIFEST_FILE, sameSecret, TABLES_DIR, type ArchiveManifest } from './archive-manifest';
import { countRows, inLoadOrder, listTables, resetSequences, tablesWithTriggers } from './table-catalog';

export interface ImportTarget {
  db: Db;
  store: ObjectStore;
  secret: string;
  /** pgvector is installed: embeddings can be loaded */
  vector: boolean;
}

export interface ImportResult {
  manifest: ArchiveManifest;
  tables: { name: string; rows: number }[];
  files: number;
  /** tables with rows that were left out (the embeddings, with --skip-embeddings or without pgvector) */
  skipped: string[];
}

/** The archive cannot be loaded here; nothing was written. */
export class ImportRefused extends Error {}

const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

async function readManifest(dir: string): Promise<ArchiveManifest> {
  try {
    return archiveManifest.parse(JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8')));
  } catch {
    throw new ImportRefused('This file is not an AgentForge instance archive (made by npm run db:export), or it is damaged.');
  }
}

/** Tables that already hold rows; a worker's heartbeat is not data. */
async function tablesWithData(db: Db, names: string[]): Promise<string[]> {
  const busy: string[] = [];
  for (const name of names) {
    const rows =
      name === 'instance_settings'
        ? Number((await queryRows<{ n: string }>(db, sql`select count(*)::text as n from instance_settings where key <> ${HEARTBEAT_KEY}`))[0]?.n)
        : await countRows(db, name);
    if (rows > 0) busy.push(`${name} (${rows})`);
  }
  return busy;
}

async function check(target: ImportTarget, manifest: ArchiveManifest, skipEmbeddings: boolean): Promise<ArchiveManifest['tables']> {
  if (!sameSecret(target.secret, manifest.secretCheck)) {
    throw new ImportRefused(
      'This archive was made by an instance with another secret, so its encrypted settings (provider keys, mail and tool passwords) ' +
        'could not be read here. Set APP_SECRET to the exporting instance\'s APP_SECRET (or the contents of its DATA_DIR/instance-secret) and run the import again.',
    );
  }
  const level = await findLastAppliedMigration(target.db);
  if (level !== manifest.migration) {
    throw new ImportRefused(
      `The archive was made at database migration ${manifest.migration}, this version of AgentForge is at ${level}. ` +
        'Import with the same version that exported it (or start the old instance once with this version, then export again).',
    );
  }
  const embeddings = manifest.tables.find((t) => t.name === EMBEDDINGS_TABLE);
  if (embeddings && embeddings.rows > 0 && !target.vector && !skipEmbeddings) {
    throw new ImportRefused(
      `The archive holds ${embeddings.rows} embeddings, but this PostgreSQL server has no pgvector extension. ` +
        'Install pgvector on the server, or run again with --skip-embeddings to load everything else (search then uses full text only until the datasets are reindexed).',
    );
  }
  const wanted = manifest.tables.filter((t) => !(t.name === EMBEDDINGS_TABLE && (skipEmbeddings || !target.vector)));
  const existing = new Map((await listTables(target.db)).map((t) => [t.name, new Set(t.columns)]));
  for (const table of wanted) {
    const columns = existing.get(table.name);
    const missing = columns ? table.columns.filter((c) => !columns.has(c)) : ['(the whole table)'];
    if (missing.length > 0) throw new ImportRefused(`The database has no place for ${table.name}: ${missing.join(', ')}.`);
  }
  const busy = await tablesWithData(target.db, [...existing.keys()]);
  if (busy.length > 0) {
    throw new ImportRefused(`The database already holds data: ${busy.join(', ')}. Import into a new, empty database (migrations are applied by the import).`);
  }
  return wanted;
}

async function* storedFiles(dir: string, prefix = ''): AsyncGenerator<{ key: string; file: string }> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* storedFiles(file, `${prefix}${entry.name}/`);
    else if (entry.isFile()) yield { key: prefix + entry.name, file };
  }
}

/** Inserts a table's JSON lines in batches; PostgreSQL turns each JSON value into its column's type. */
async function loadTable(tx: Db, table: ArchiveManifest['tables'][number], file: string): Promise<number> {
  const columns = sql.join(table.columns.map((c) => sql.identifier(c)), sql`, `);
  let batch: string[] = [];
  let bytes = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.execute(
      sql`insert into ${sql.identifier(table.name)} (${columns}) select ${columns} from json_populate_recordset(null::${sql.identifier(table.name)}, ${`[${batch.join(',')}]`}::json)`,
    );
    rows += batch.length;
    batch = [];
    bytes = 0;
  };
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (line === '') continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return rows;
}

/**
 * Loads an archive into an empty database (already migrated to the archive's level) and its
 * files into the store: the files first, then every table in one transaction, in foreign-key
 * order, with our own triggers off (the archive already holds what they would compute).
 */
export async function importInstance(target: ImportTarget, archiveFile: string, opts: { skipEmbeddings?: boolean } = {}): Promise<ImportResult> {
  const staging = await mkdtemp(path.join(tmpdir(), 'agentforge-import-'));
  try {
    try {
      // plain files and folders only: a link in a crafted archive could point outside the staging folder
      await extractTar({ file: archiveFile, cwd: staging, strict: true, filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory') });
    } catch (err) {
      throw new ImportRefused(`The archive could not be read: ${(err as Error).message}`);
    }
    const manifest = await readManifest(staging);
    const tables = await check(target, manifest, Boolean(opts.skipEmbeddings));

    const files = [];
    for await (const stored of storedFiles(path.join(staging, FILES_DIR))) files.push(stored);
    if (files.length !== manifest.files.count) throw new ImportRefused(`The archive lists ${manifest.files.count} files but holds ${files.length}: it is damaged.`);
    for (const stored of files) await target.store.put(stored.key, await readFile(stored.file));

    const order = await inLoadOrder(target.db, tables.map((t) => t.name));
    const byName = new Map(tables.map((t) => [t.name, t]));
    const loaded = await target.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await tx.execute(sql`delete from instance_settings where key = ${HEARTBEAT_KEY}`);
      const triggered = (await tablesWithTriggers(tx)).filter((t) => byName.has(t));
      for (const name of triggered) await tx.execute(sql`alter table ${sql.identifier(name)} disable trigger user`);
      const done: ImportResult['tables'] = [];
      for (const name of order) {
        const table = byName.get(name) as ArchiveManifest['tables'][number];
        const rows = await loadTable(tx, table, path.join(staging, TABLES_DIR, `${name}.jsonl`));
        if (rows !== table.rows) throw new Error(`${name}: the archive lists ${table.rows} rows but holds ${rows}; nothing was imported.`);
        done.push({ name, rows });
      }
      for (const name of triggered) await tx.execute(sql`alter table ${sql.identifier(name)} enable trigger user`);
      await resetSequences(tx);
      return done;
    });
    const skipped = manifest.tables.filter((t) => !byName.has(t.name) && t.rows > 0).map((t) => t.name);
    return { manifest, tables: loaded, files: files.length, skipped };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
