// The Visitors list (issue 32) at 100,000 visitors of one project: the first page (most recently
// seen first), the page after it, filters by identity and by channel, and searches (a common name
// prefix, a rare e-mail, a phone number), each p50/p95 over sequential requests of the list's
// service as its route calls it. Embedded database and, when reachable, PostgreSQL.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { pgUrl, withScratchDatabase } from './lib/postgres.mjs';
import { printTable, verdict, writeResults } from './lib/report.mjs';
import { repoRoot } from './lib/server.mjs';
import { THREAD_ENTRIES } from '../scripts/thread-entries.mjs';

const VISITORS = Number(process.env.BENCH_VISITORS ?? 100_000);
const SAMPLES = 40;
const TARGET_P95_MS = 200;

const harnessFile = path.join(repoRoot, '.tmp', 'bench-visitors-harness.mjs');
mkdirSync(path.dirname(harnessFile), { recursive: true });
// the embedded database runs on a worker thread whose entry sits beside the bundle (scripts/thread-entries.mjs)
await build({
  entryPoints: { 'bench-visitors-harness': path.join(repoRoot, 'bench/lib/visitors-harness.ts'), 'embedded-worker': path.join(repoRoot, THREAD_ENTRIES['embedded-worker']) },
  outdir: path.dirname(harnessFile),
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  logLevel: 'silent',
});
const harness = await import(harnessFile);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function run(label, databaseUrl) {
  const seedStarted = performance.now();
  const bench = await harness.openVisitorsBench(databaseUrl, VISITORS);
  const seedS = ((performance.now() - seedStarted) / 1000).toFixed(1);
  try {
    const first = await harness.timeList(bench, {});
    const cases = [
      ['first page', {}],
      ['second page', { cursor: first.nextCursor }],
      ['verified only', { status: 'verified' }],
      ['channel: sms', { channel: 'sms' }],
      ["search 'mar' (common)", { q: 'mar' }],
      ["search 'maria7777@' (rare e-mail)", { q: 'maria7777@' }],
      ["search '+3460123' (phone)", { q: '+3460123' }],
    ];
    const rows = [];
    for (const [name, query] of cases) {
      await harness.timeList(bench, query); // warm-up: the statement planned, pages cached
      const ms = [];
      let found = 0;
      for (let i = 0; i < SAMPLES; i++) {
        const r = await harness.timeList(bench, query);
        ms.push(r.ms);
        found = r.rows;
      }
      const p95 = percentile(ms, 95);
      rows.push({ database: label, case: `${name}: ${found} rows`, p50: percentile(ms, 50).toFixed(1), p95: p95.toFixed(1), target: `p95 <= ${TARGET_P95_MS} ms`, verdict: verdict(p95, TARGET_P95_MS) });
    }
    rows.push({ database: label, case: `seeded ${VISITORS.toLocaleString('en')} visitors in ${seedS} s`, p50: '', p95: '', target: '', verdict: '' });
    return rows;
  } finally {
    await bench.database.close();
  }
}

const rows = [...(await run('embedded (PGlite)', undefined))];
const reachable = await new pg.Client({ connectionString: pgUrl }).connect().then((c) => c.end().then(() => true), () => false);
if (reachable) rows.push(...(await withScratchDatabase('bench_visitors', (url) => run('PostgreSQL', url))));
console.log(`\nVisitors list at ${VISITORS.toLocaleString('en')} visitors, ms (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores: measured under load)`);
printTable(rows);
writeResults('visitors', { rows });
