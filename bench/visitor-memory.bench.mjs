// What recalling a known visitor's memory adds to a turn (issue 32, item 7): a verified visitor
// with 500 sealed facts, the turn's memory step timed alone (the visitor and their facts' stamp,
// read once per conversation, the facts opened or their cached copy used, ranked against the message and written into
// the prompt), against the same step with memory off; p50/p95 over 1,000 turns after a warm-up,
// the first turn of a conversation, and the first turn after a fact changed (500 facts read and opened again). Embedded database
// and, when reachable, PostgreSQL.
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import pg from 'pg';
import { pgUrl, withScratchDatabase } from './lib/postgres.mjs';
import { printTable, verdict, writeResults } from './lib/report.mjs';
import { repoRoot } from './lib/server.mjs';

const FACTS = 500;
const TURNS = 1000;
const TARGET_P95_MS = 5;

// loaded through tsx, not bundled: the embedded database starts its thread from the source tree
register();
const harness = await import(path.join(repoRoot, 'bench/lib/visitor-memory-harness.ts'));

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function run(label, databaseUrl) {
  const bench = await harness.openMemoryBench(databaseUrl, FACTS);
  try {
    await harness.timeRecall(bench, 50); // warm-up: statements planned, the facts opened once
    const off = await harness.timeRecall(bench, TURNS, 'off');
    const on = await harness.timeRecall(bench, TURNS);
    const first = await harness.timeRecall(bench, 300, 'on', true);
    const cold = [];
    for (let i = 0; i < 5; i++) cold.push(await harness.timeColdRecall(bench));
    const added = percentile(on.ms, 95) - percentile(off.ms, 95);
    return [
      { database: label, case: 'memory off', p50: percentile(off.ms, 50).toFixed(3), p95: percentile(off.ms, 95).toFixed(3), target: '', verdict: '' },
      { database: label, case: `memory on, ${FACTS} facts (${on.recalled} recalled)`, p50: percentile(on.ms, 50).toFixed(2), p95: percentile(on.ms, 95).toFixed(2), target: `adds <= ${TARGET_P95_MS} ms p95`, verdict: verdict(added, TARGET_P95_MS) },
      { database: label, case: 'first turn of a conversation (visitor and stamp read)', p50: percentile(first.ms, 50).toFixed(2), p95: percentile(first.ms, 95).toFixed(2), target: '', verdict: '' },
      { database: label, case: 'first turn after a fact changed (500 opened)', p50: percentile(cold, 50).toFixed(2), p95: Math.max(...cold).toFixed(2), target: '', verdict: '' },
    ];
  } finally {
    await bench.database.close();
  }
}

const rows = [...(await run('embedded (PGlite)', undefined))];
const reachable = await new pg.Client({ connectionString: pgUrl }).connect().then((c) => c.end().then(() => true), () => false);
if (reachable) rows.push(...(await withScratchDatabase('bench_visitor_memory', (url) => run('PostgreSQL', url))));
console.log(`\nmemory recall per turn, ms (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores: measured under load)`);
printTable(rows);
writeResults('visitor-memory', { rows });
