// Retrieval quality on third-party manuals (Git's manual pages and three PDF manuals in English, the
// Debian Administrator's Handbook in Spanish, all from Debian's packages), with the frozen questions
// of bench/retrieval-eval/questions.json: hit@1, hit@3, hit@5 and MRR per language, and for the table
// questions over the repository's table fixtures, full-text only.
// On the PostgreSQL server when it is reachable (faster to index), else on the embedded database.
// EVAL_MISSES=1 lists the questions whose page is not in the top 3.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { THREAD_ENTRIES } from '../scripts/thread-entries.mjs';
import pg from 'pg';
import { pgUrl, withScratchDatabase } from './lib/postgres.mjs';
import { printTable, verdict, writeResults } from './lib/report.mjs';
import { repoRoot } from './lib/server.mjs';

const TARGETS = { English: 0.85, Spanish: 0.5, 'Spanish on English pages': 0.5, Tables: 0.8 };

const harnessFile = path.join(repoRoot, '.tmp', 'bench-retrieval-eval-harness.mjs');
mkdirSync(path.dirname(harnessFile), { recursive: true });
await build({ entryPoints: [path.join(repoRoot, 'bench/lib/retrieval-eval-harness.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: harnessFile, logLevel: 'silent' });
// documents are read on a thread whose entry sits beside the bundle (scripts/thread-entries.mjs)
await build({ entryPoints: Object.fromEntries(Object.entries(THREAD_ENTRIES).map(([name, file]) => [name, path.join(repoRoot, file)])), bundle: true, platform: 'node', format: 'esm', packages: 'external', outdir: path.dirname(harnessFile), logLevel: 'silent' });
const harness = await import(harnessFile);

const missing = harness.missingPackages();
if (missing.length) {
  console.log(`The evaluation reads manuals from Debian's packages; install them first (as root): apt-get install -y ${missing.join(' ')}`);
  process.exit(0);
}
const { questions } = JSON.parse(readFileSync(path.join(repoRoot, 'bench/retrieval-eval/questions.json'), 'utf8'));

async function run(databaseUrl) {
  const started = performance.now();
  const corpus = await harness.openCorpus(databaseUrl, (line) => console.log(`  indexed ${line}`));
  console.log(`  ${corpus.pages} pages, ${corpus.chunks} chunks in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  try {
    return await harness.evaluate(corpus, questions);
  } finally {
    await corpus.database.close();
  }
}

const reachable = await new pg.Client({ connectionString: pgUrl }).connect().then((c) => c.end().then(() => true), () => false);
const database = reachable ? 'PostgreSQL server' : 'embedded (PGlite)';
const results = reachable ? await withScratchDatabase('bench_retrieval_eval', (url) => run(url)) : await run(undefined);

const groups = [...new Set(results.map((r) => r.group))];
const rows = groups.map((group) => {
  const mine = results.filter((r) => r.group === group);
  const at = (k) => mine.filter((r) => r.rank > 0 && r.rank <= k).length / mine.length;
  const mrr = mine.reduce((sum, r) => sum + (r.rank > 0 ? 1 / r.rank : 0), 0) / mine.length;
  const target = TARGETS[group];
  return {
    questions: `${group} (${mine.length})`,
    'hit@1': at(1).toFixed(2),
    'hit@3': at(3).toFixed(2),
    'hit@5': at(5).toFixed(2),
    MRR: mrr.toFixed(2),
    'target hit@3': target === undefined ? '' : `>= ${target}`,
    verdict: target === undefined ? '' : verdict(-at(3), -target),
  };
});
console.log(`\nfull-text only (no model: no translation, rewrite, rerank or embeddings), ${database}`);
printTable(rows);
if (process.env.EVAL_MISSES) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  for (const r of results.filter((x) => x.rank === 0 || x.rank > 3)) console.log(`${r.id} [${r.rank || '-'}] ${byId.get(r.id).question}\n    expected ${byId.get(r.id).expected.join(', ')}${byId.get(r.id).answer ? ` holding ${byId.get(r.id).answer.join(' + ')}` : ''}\n    found    ${r.found.join(', ')}`);
}
writeResults('retrieval-eval', { database, rows, ranks: Object.fromEntries(results.map((r) => [r.id, r.rank])) });
