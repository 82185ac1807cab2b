import { createWriteStream } from 'node:fs';
import { chmod, mkdir, mkdtemp, open, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { create as createTar } from 'tar';
import { findLastAppliedMigration } from '../migration-state';
import { STORED_PREFIXES, type ObjectStore } from '../../platform/storage/object-store';
import { queryRows, type Db } from '../client';
import { ARCHIVE_FORMAT, FILES_DIR, MANIFEST_FILE, TABLES_DIR, secretCheckOf, type ArchiveManifest } from './archive-manifest';
import { listTables, type TableInfo } from './table-catalog';

export interface ExportSource {
  db: Db;
  kind: 'pglite' | 'postgres';
  store: ObjectStore;
  secret: string;
}

const BATCH_ROWS = 1000;

/** Writes one table as JSON lines (PostgreSQL's own JSON of each row: exact numbers, full timestamps, vectors as text). */
async function dumpTable(tx: Db, table: TableInfo, file: string): Promise<number> {
  const out = await open(file, 'w');
  let rows = 0;
  try {
    await tx.execute(sql`declare export_rows no scroll cursor for select row_to_json(t)::text as j from ${sql.identifier(table.name)} t`);
    for (;;) {
      const batch = await queryRows<{ j: string }>(tx, sql.raw(`fetch ${BATCH_ROWS} from export_rows`));
      if (batch.length === 0) break;
      await out.write(batch.map((r) => r.j + '\n').join(''));
      rows += batch.length;
    }
    await tx.execute(sql`close export_rows`);
  } finally {
    await out.close();
  }
  return rows;
}

async function copyFiles(store: ObjectStore, dir: string): Promise<ArchiveManifest['files']> {
  let count = 0;
  let bytes = 0;
  for (const prefix of STORED_PREFIXES) {
    for await (const object of store.list(prefix)) {
      const found = await store.open(object.key);
      if (!found) continue; // deleted since it was listed
      const target = path.join(dir, ...object.key.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(found.stream, createWriteStream(target));
      count += 1;
      bytes += found.size;
    }
  }
  return { count, bytes };
}

/**
 * The whole instance in one .tar.gz: every table read in one consistent snapshot, and every
 * stored file. Written beside `outFile` first and renamed, readable by its owner only.
 */
export async function exportInstance(source: ExportSource, outFile: string): Promise<ArchiveManifest> {
  const staging = await mkdtemp(path.join(tmpdir(), 'agentforge-export-'));
  try {
    await mkdir(path.join(staging, TABLES_DIR));
    const { tables, migration } = await source.db.transaction(
      async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const listed = await listTables(tx);
        const dumped: ArchiveManifest['tables'] = [];
        for (const table of listed) dumped.push({ ...table, rows: await dumpTable(tx, table, path.join(staging, TABLES_DIR, `${table.name}.jsonl`)) });
        return { tables: dumped, migration: await findLastAppliedMigration(tx) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    if (migration === null) throw new Error('The database has no applied migrations: nothing to export.');
    const files = await copyFiles(source.store, path.join(staging, FILES_DIR));
    const manifest: ArchiveManifest = {
      format: ARCHIVE_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      source: source.kind,
      migration,
      secretCheck: secretCheckOf(source.secret),
      tables,
      files,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    await mkdir(path.join(staging, FILES_DIR), { recursive: true });
    const partial = `${outFile}.part`;
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST_FILE, TABLES_DIR, FILES_DIR]);
    await chmod(partial, 0o600);
    await rename(partial, outFile);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
