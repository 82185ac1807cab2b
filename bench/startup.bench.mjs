// Start-up time, idle memory and install footprint of the built server.
// Embedded database always; a PostgreSQL server too when BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) is reachable: a scratch database bench_startup
// is created there and dropped afterwards.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findInstallScripts } from './lib/install-scripts.mjs';
import { formatMb, formatMs, median, printTable, verdict, writeResults } from './lib/report.mjs';
import { repoRoot, sleep, startServer } from './lib/server.mjs';

const RUNS = 5;
const IDLE_MS = 3000;
const MB = 1024 * 1024;
const TARGETS = { firstStartMs: 4000, startMs: 3000, idleRssBytes: 230 * MB, nodeModulesBytes: 600 * MB };
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_SCRATCH_DB = 'bench_startup';

/** One first start on an empty DATA_DIR (creates the database), then RUNS starts each left idle before reading RSS. */
async function measure(env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agentforge-bench-'));
  try {
    const first = await startServer({ DATA_DIR: dataDir, ...env });
    const firstStartMs = first.readyMs;
    await first.stop();
    const startMs = [];
    const rssBytes = [];
    for (let i = 0; i < RUNS; i++) {
      const server = await startServer({ DATA_DIR: dataDir, ...env });
      startMs.push(server.readyMs);
      await sleep(IDLE_MS);
      rssBytes.push(server.rssBytes());
      await server.stop();
    }
    return { firstStartMs, startMs, rssBytes, medianStartMs: median(startMs), medianRssBytes: median(rssBytes) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withAdmin(fn) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Same measurement on a PostgreSQL server, or null when none is reachable. */
async function measurePostgres() {
  try {
    await withAdmin((c) => c.query(`drop database if exists ${PG_SCRATCH_DB} with (force)`).then(() => c.query(`create database ${PG_SCRATCH_DB}`)));
  } catch (err) {
    console.log(`PostgreSQL server not measured (${PG_ADMIN_URL.replace(/\/\/[^@]*@/, '//***@')}: ${err.message})`);
    return null;
  }
  try {
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${PG_SCRATCH_DB}`;
    return await measure({ DATABASE_URL: url.href });
  } finally {
    await withAdmin((c) => c.query(`drop database if exists ${PG_SCRATCH_DB} with (force)`));
  }
}

function nodeModulesBytes() {
  const out = execFileSync('du', ['-sb', path.join(repoRoot, 'node_modules')], { encoding: 'utf8' });
  return Number(out.split(/\s+/)[0]);
}

console.log(`measuring: ${RUNS} starts per database (after one warm-up start), ${IDLE_MS / 1000} s idle before reading RSS...`);
const embedded = await measure({});
const postgres = await measurePostgres();
const modulesBytes = nodeModulesBytes();
const installScripts = findInstallScripts(path.join(repoRoot, 'node_modules'));

const runs = (values, format) => values.map(format).join(', ');
const rows = [
  { metric: 'first start, empty DATA_DIR (embedded)', value: formatMs(embedded.firstStartMs), target: '<= 4 s', result: verdict(embedded.firstStartMs, TARGETS.firstStartMs), runs: '' },
  { metric: 'start to /api/health (embedded), median', value: formatMs(embedded.medianStartMs), target: '<= 3 s', result: verdict(embedded.medianStartMs, TARGETS.startMs), runs: runs(embedded.startMs, formatMs) },
  { metric: 'idle RSS (embedded), median', value: formatMb(embedded.medianRssBytes), target: '<= 230 MB', result: verdict(embedded.medianRssBytes, TARGETS.idleRssBytes), runs: runs(embedded.rssBytes, formatMb) },
];
if (postgres) {
  rows.push(
    { metric: 'start to /api/health (PostgreSQL), median', value: formatMs(postgres.medianStartMs), target: '<= 3 s', result: verdict(postgres.medianStartMs, TARGETS.startMs), runs: runs(postgres.startMs, formatMs) },
    { metric: 'idle RSS (PostgreSQL), median', value: formatMb(postgres.medianRssBytes), target: '', result: '', runs: runs(postgres.rssBytes, formatMb) },
  );
}
rows.push(
  { metric: 'node_modules size', value: formatMb(modulesBytes), target: '<= 600 MB', result: verdict(modulesBytes, TARGETS.nodeModulesBytes), runs: '' },
  { metric: 'packages with install scripts', value: String(installScripts.length), target: '', result: '', runs: `${installScripts.filter((s) => s.mayDownload).length} may download` },
);
console.log('');
printTable(rows);

if (installScripts.length > 0) {
  console.log('\ninstall-time scripts ("may download": the script or the file it runs contains network code):');
  printTable(installScripts.map((s) => ({ package: s.package, hook: s.hook, command: s.command, 'may download': s.mayDownload ? 'yes' : 'no' })));
}

writeResults('startup', {
  runsPerDatabase: RUNS,
  idleMs: IDLE_MS,
  targets: TARGETS,
  embedded,
  postgres,
  nodeModulesBytes: modulesBytes,
  installScripts,
  verdicts: Object.fromEntries(rows.filter((r) => r.result).map((r) => [r.metric, r.result])),
});
