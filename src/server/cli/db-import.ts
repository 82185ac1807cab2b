import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { boot } from '../boot';
import { loadConfig } from '../config';
import { importInstance } from '../db/transfer/import-instance';
import { fail } from './cli-output';

/*
 * npm run db:import -- <archive> [--skip-embeddings]: loads an archive made by db:export into the
 * empty database of DATABASE_URL (or DATA_DIR's embedded one) and the files into the store.
 */

const { values, positionals } = parseArgs({ options: { 'skip-embeddings': { type: 'boolean', default: false } }, allowPositionals: true });
if (positionals.length !== 1) fail('Usage: npm run db:import -- <archive.tar.gz> [--skip-embeddings]');
const archive = path.resolve(positionals[0]);
if (!existsSync(archive)) fail(`No such file: ${archive}`);
// Without APP_SECRET, starting would create a new secret that cannot read the archive's encrypted settings.
const settings = loadConfig(process.env);
if (!settings.APP_SECRET && !existsSync(path.join(path.resolve(settings.DATA_DIR), 'instance-secret'))) {
  fail(
    'Set APP_SECRET to the secret of the instance that made the archive (its APP_SECRET, or the contents of its DATA_DIR/instance-secret), ' +
      'and keep it set for every process that runs on the imported data.',
  );
}

try {
  const { config, database, deps } = await boot(process.env);
  const target = database.kind === 'postgres' ? 'the PostgreSQL server' : `the embedded database in ${path.join(path.resolve(config.DATA_DIR), 'pgdata')}`;
  const result = await importInstance({ db: deps.db, store: deps.storage, secret: deps.secret, vector: database.vector }, archive, {
    skipEmbeddings: values['skip-embeddings'],
  });
  await database.close();
  const rows = result.tables.reduce((sum, t) => sum + t.rows, 0);
  const store = deps.storage.kind === 's3' ? `bucket ${config.S3_BUCKET}` : path.resolve(config.DATA_DIR);
  console.log(`Imported ${rows} rows into ${result.tables.length} tables of ${target}, and ${result.files} files into ${store}.`);
  for (const t of result.tables.filter((t) => t.rows > 0)) console.log(`  ${t.name}: ${t.rows}`);
  if (result.skipped.length > 0) console.log(`Left out: ${result.skipped.join(', ')} (reindex the datasets once pgvector is installed).`);
  process.exit(0);
} catch (err) {
  fail(err);
}
