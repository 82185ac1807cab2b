// Grouping 100,000 unanswered questions in the background (the job's own function: stems in
// batches of 2,000, each question joined to the open group it is close to or starting one), and
// what an unanswered turn pays meanwhile (its question stored and the job queued), p50/p95 idle
// and while the grouping runs. Embedded database and, when reachable, PostgreSQL.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { pgUrl, withScratchDatabase } from './lib/postgres.mjs';
import { printTable, verdict, writeResults } from './lib/report.mjs';
import { repoRoot } from './lib/server.mjs';

const QUESTIONS = Number(process.env.UNANSWERED_QUESTIONS ?? 100_000);
const TARGET_GROUP_S = 60;
const TURN_EVERY_MS = 20;

const harnessFile = path.join(repoRoot, '.tmp', 'bench-unanswered-harness.mjs');
mkdirSync(path.dirname(harnessFile), { recursive: true });
await build({ entryPoints: [path.join(repoRoot, 'bench/lib/unanswered-harness.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: harnessFile, logLevel: 'silent' });
const harness = await import(harnessFile);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function turnsFor(bench, ms) {
  const times = [];
  const end = Date.now() + ms;
  let i = 0;
  while (Date.now() < end) {
    times.push(await harness.timeTurn(bench, i++));
    await new Promise((r) => setTimeout(r, TURN_EVERY_MS));
  }
  return times;
}

async function run(label, databaseUrl) {
  const t0 = performance.now();
  const bench = await harness.openGroupingBench(databaseUrl, QUESTIONS);
  const storedS = (performance.now() - t0) / 1000;
  try {
    const idle = await turnsFor(bench, 2000);
    const during = [];
    let grouping = true;
    const turns = (async () => {
      let i = 10_000;
      while (grouping) {
        during.push(await harness.timeTurn(bench, i++));
        await new Promise((r) => setTimeout(r, TURN_EVERY_MS));
      }
    })();
    const g0 = performance.now();
    const grouped = await harness.groupAll(bench);
    const groupS = (performance.now() - g0) / 1000;
    grouping = false;
    await turns;
    const figures = await harness.groupFigures(bench);
    return [
      {
        database: label,
        questions: QUESTIONS,
        'stored in': `${storedS.toFixed(1)} s`,
        grouped: `${grouped} into ${figures.groups} rows (${figures.pending} left)`,
        'grouping took': `${groupS.toFixed(1)} s`,
        'turn p50/p95 idle': `${percentile(idle, 50).toFixed(1)} / ${percentile(idle, 95).toFixed(1)} ms`,
        'turn p50/p95 while grouping': `${percentile(during, 50).toFixed(1)} / ${percentile(during, 95).toFixed(1)} ms (${during.length} turns)`,
        target: `grouping <= ${TARGET_GROUP_S} s`,
        verdict: verdict(groupS, TARGET_GROUP_S),
      },
    ];
  } finally {
    await bench.database.close();
  }
}

const rows = [...(await run('embedded (PGlite)', undefined))];
const reachable = await new pg.Client({ connectionString: pgUrl }).connect().then((c) => c.end().then(() => true), () => false);
if (reachable) rows.push(...(await withScratchDatabase('bench_unanswered', (url) => run('PostgreSQL', url))));
console.log(`\nunanswered-question grouping (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`);
printTable(rows);
writeResults('unanswered-grouping', { rows });
