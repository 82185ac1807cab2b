import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { boot } from '../boot';
import { loadConfig } from '../config';
import { exportInstance } from '../db/transfer/export-instance';
import { describeSize, fail } from './cli-output';

/* npm run db:export -- [--out file]: the whole instance (database and stored files) in one archive. */

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = path.resolve(values.out ?? `agentforge-export-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
// starting on a folder without a database would create a new, empty instance (and secret) and export that
const settings = loadConfig(process.env);
const embedded = path.join(path.resolve(settings.DATA_DIR), 'pgdata');
if (!settings.DATABASE_URL && !existsSync(path.join(embedded, 'PG_VERSION'))) {
  fail(`There is no embedded database in ${embedded}: set DATA_DIR to the instance's data folder, or DATABASE_URL to its PostgreSQL server.`);
}

try {
  const { config, database, deps } = await boot(process.env);
  const manifest = await exportInstance({ db: deps.db, kind: database.kind, store: deps.storage, secret: deps.secret }, out);
  await database.close();
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(`Exported ${rows} rows from ${manifest.tables.length} tables and ${manifest.files.count} files (${describeSize(manifest.files.bytes)}) to ${out}`);
  for (const t of manifest.tables.filter((t) => t.rows > 0)) console.log(`  ${t.name}: ${t.rows}`);
  console.log('\nThe archive holds password hashes, conversations and encrypted settings: keep it as private as the database (it is readable by you only).');
  console.log(
    config.APP_SECRET
      ? 'Its encrypted settings need this instance\'s secret: import it with the same APP_SECRET.'
      : `Its encrypted settings need this instance's secret, which is NOT in the archive: it is in ${path.resolve(config.DATA_DIR, 'instance-secret')}.\n` +
          'Wherever you import it, set APP_SECRET to that file\'s contents (for the import and for every process that runs on the imported data).',
  );
  process.exit(0);
} catch (err) {
  fail(err);
}
