// A migrated, empty embedded database, dumped once at build time into dist/db/. The first start on
// an empty DATA_DIR loads it instead of running PGlite's initdb and every migration, which took
// most of that start (about 4 s of 7.6 s measured by `npm run bench -- startup`). Rebuilt only
// when the migrations or PGlite change.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const migrationsFolder = 'src/server/db/migrations';
export const INITIAL_DATABASE = 'dist/db/initial.tar.gz';
const KEY_FILE = 'dist/db/initial.json';

function versionOf(pkg) {
  return JSON.parse(readFileSync(path.join('node_modules', pkg, 'package.json'), 'utf8')).version;
}

/** What the dump depends on: every migration file and the PGlite packages' versions. */
function keyOfInputs() {
  const hash = createHash('sha256');
  for (const pkg of ['@electric-sql/pglite', '@electric-sql/pglite-pgvector']) hash.update(`${pkg}@${versionOf(pkg)}\n`);
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  for (const entry of files.map((e) => path.join(e.parentPath, e.name)).sort()) hash.update(entry).update(readFileSync(entry));
  return hash.digest('hex');
}

function readKey() {
  try {
    return JSON.parse(readFileSync(KEY_FILE, 'utf8')).key;
  } catch {
    return null;
  }
}

/** Writes dist/db/initial.tar.gz unless the one there was made from the same inputs; says which. */
export async function writeInitialDatabase() {
  const key = keyOfInputs();
  if (readKey() === key) return 'unchanged';
  rmSync('dist/db', { recursive: true, force: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { vector } = await import('@electric-sql/pglite-pgvector');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite('memory://', { extensions: { vector } });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('gzip');
    mkdirSync('dist/db', { recursive: true });
    writeFileSync(INITIAL_DATABASE, Buffer.from(await dump.arrayBuffer()));
    writeFileSync(KEY_FILE, JSON.stringify({ key }));
  } finally {
    await client.close();
  }
  return 'written';
}
