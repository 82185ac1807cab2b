// What matching a visitor's question against an agent's curated answers adds to a turn: the
// lookup alone (the one statement that stems the question and reads the agent's settings, then
// the comparison with every pair in memory), at 2,000 pairs, p50/p95 over 1,000 questions; the
// first lookup after a change (the index rebuilt); and an agent with no pairs. Embedded database
// and, when reachable, PostgreSQL.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { pgUrl, withScratchDatabase } from './lib/postgres.mjs';
import { printTable, verdict, writeResults } from './lib/report.mjs';
import { repoRoot } from './lib/server.mjs';

const PAIRS = 2000;
const TARGET_P95_MS = 3;

const harnessFile = path.join(repoRoot, '.tmp', 'bench-curated-harness.mjs');
mkdirSync(path.dirname(harnessFile), { recursive: true });
await build({ entryPoints: [path.join(repoRoot, 'bench/lib/curated-harness.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: harnessFile, logLevel: 'silent' });
const harness = await import(harnessFile);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function run(label, databaseUrl) {
  const bench = await harness.openCuratedBench(databaseUrl, PAIRS);
  try {
    await harness.timeLookups(bench, bench.agentId, 1); // warm-up: the index built, the statement planned
    const { ms, cpuMs, matched } = await harness.timeLookups(bench, bench.agentId, 5);
    const cold = [];
    for (let i = 0; i < 5; i++) cold.push(await harness.timeColdLookup(bench));
    const none = await harness.timeLookups(bench, bench.emptyAgentId, 5);
    const p95 = percentile(ms, 95);
    return [
      { database: label, case: `${PAIRS} pairs (${matched}/${ms.length} matched)`, p50: percentile(ms, 50).toFixed(2), p95: p95.toFixed(2), 'cpu p95': percentile(cpuMs, 95).toFixed(2), target: `p95 <= ${TARGET_P95_MS} ms`, verdict: verdict(p95, TARGET_P95_MS) },
      { database: label, case: 'first lookup after a change (index rebuilt)', p50: percentile(cold, 50).toFixed(2), p95: Math.max(...cold).toFixed(2), 'cpu p95': '', target: '', verdict: '' },
      { database: label, case: 'agent without pairs', p50: percentile(none.ms, 50).toFixed(3), p95: percentile(none.ms, 95).toFixed(3), 'cpu p95': percentile(none.cpuMs, 95).toFixed(3), target: '', verdict: '' },
    ];
  } finally {
    await bench.database.close();
  }
}

const rows = [...(await run('embedded (PGlite)', undefined))];
const reachable = await new pg.Client({ connectionString: pgUrl }).connect().then((c) => c.end().then(() => true), () => false);
if (reachable) rows.push(...(await withScratchDatabase('bench_curated', (url) => run('PostgreSQL', url))));
console.log(`\ncurated-answer lookup per turn, ms (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores: wall times on a busy machine include waiting for a core; cpu is this process's own time)`);
printTable(rows);
writeResults('curated-answers', { rows });
