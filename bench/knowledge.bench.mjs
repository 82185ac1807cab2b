// Knowledge base: ingestion throughput of the real server (crawl of a fixture site on loopback,
// embeddings off), retrieval latency (top 5) at 10,000 and 100,000 chunks, and retrieval quality
// (hit rate at 5 on the fixture questions), on the embedded database and the PostgreSQL server.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { withScratchDatabase } from './lib/postgres.mjs';
import { printTable, writeResults } from './lib/report.mjs';
import { repoRoot, startServer } from './lib/server.mjs';
import { signUpSession } from './lib/session.mjs';

const TARGETS = { pagesPerSecond: 50, p95At100kPgMs: 20, p95At100kEmbeddedMs: 60 };
const CRAWL_PAGES = 200;
const QUERIES = 200;

const harnessFile = path.join(repoRoot, '.tmp', 'bench-knowledge-harness.mjs');
mkdirSync(path.dirname(harnessFile), { recursive: true });
await build({ entryPoints: [path.join(repoRoot, 'bench/lib/knowledge-harness.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: harnessFile, logLevel: 'silent' });
const harness = await import(harnessFile);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

async function measureIngestion(label, env) {
  const site = await harness.startKnowledgeSite({ fillerPages: CRAWL_PAGES });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ingest-'));
  const server = await startServer({ DATA_DIR: dataDir, SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: site.host, ...env });
  try {
    const session = await signUpSession(server.baseUrl);
    const [project] = await session.call('GET', '/api/projects');
    const dataset = await session.call('POST', `/api/projects/${project.id}/datasets`, { name: 'Bench crawl' });
    const started = performance.now();
    await session.call('POST', `/api/datasets/${dataset.id}/ingest`, { urls: [`${site.origin}/docs/page-1`], crawl: true, pageLimit: CRAWL_PAGES });
    let view;
    for (;;) {
      view = await session.call('GET', `/api/datasets/${dataset.id}`);
      if (view.status !== 'processing' && view.doneCount === view.itemCount) break;
      if (performance.now() - started > 300_000) throw new Error('ingestion did not finish in 5 minutes');
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    const items = await session.call('GET', `/api/datasets/${dataset.id}/items`);
    let chars = 0;
    for (const item of items) chars += ((await session.call('GET', `/api/datasets/${dataset.id}/items/${item.id}`)).content ?? '').length;
    return {
      database: label,
      pages: view.itemCount,
      failed: view.errorCount,
      chunks: view.chunkCount,
      seconds: round(seconds, 2),
      'pages/s': round(view.itemCount / seconds),
      'MB text/s': round(chars / 1024 / 1024 / seconds, 2),
    };
  } finally {
    await server.stop();
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureRetrieval(label, databaseUrl) {
  const corpus = await harness.openCorpus(databaseUrl);
  try {
    const quality = await harness.hitRateAt5(corpus);
    const rows = [];
    for (const size of [10_000, 100_000]) {
      const started = performance.now();
      await harness.growCorpus(corpus, size);
      const seeded = (performance.now() - started) / 1000;
      const times = await harness.measureRetrieval(corpus, QUERIES);
      rows.push({ database: label, chunks: size, 'p50 ms': round(percentile(times, 50), 2), 'p95 ms': round(percentile(times, 95), 2), 'seed s': round(seeded) });
    }
    return { rows, quality };
  } finally {
    await corpus.database.close();
  }
}

const ingestion = [await measureIngestion('embedded (PGlite)', {})];
const pgIngestion = await withScratchDatabase(`bench_kb_ingest_${process.pid}`, (url) => measureIngestion('PostgreSQL server', { DATABASE_URL: url }));
if (pgIngestion) ingestion.push(pgIngestion);
console.log('\ningestion: crawl of the fixture site on loopback, embeddings off');
printTable(ingestion);

const embedded = await measureRetrieval('embedded (PGlite)');
const pg = await withScratchDatabase(`bench_kb_search_${process.pid}`, (url) => measureRetrieval('PostgreSQL server', url));
const retrieval = [...embedded.rows, ...(pg?.rows ?? [])];
console.log('\nretrieval: top 5 (full-text, 20 candidates), 200 queries per size');
printTable(retrieval);
const quality = embedded.quality;
console.log(`\nretrieval quality: hit rate at 5 = ${quality.hits}/${quality.total} (${Math.round((quality.hits / quality.total) * 100)}%) on the fixture questions, full-text only, no query rewrite`);
for (const miss of quality.misses) console.log(`  miss: ${miss}`);

const best = Math.max(...ingestion.map((r) => r['pages/s']));
console.log(`\ntarget >= ${TARGETS.pagesPerSecond} pages/s ingested: ${best >= TARGETS.pagesPerSecond ? 'PASS' : 'FAIL'} (${ingestion.map((r) => `${r.database} ${r['pages/s']}`).join(', ')})`);
const pg100k = retrieval.find((r) => r.database === 'PostgreSQL server' && r.chunks === 100_000);
const emb100k = retrieval.find((r) => r.database === 'embedded (PGlite)' && r.chunks === 100_000);
if (pg100k) console.log(`target p95 <= ${TARGETS.p95At100kPgMs} ms at 100,000 chunks (PostgreSQL): ${pg100k['p95 ms'] <= TARGETS.p95At100kPgMs ? 'PASS' : 'FAIL'} (${pg100k['p95 ms']} ms)`);
console.log(`target p95 <= ${TARGETS.p95At100kEmbeddedMs} ms at 100,000 chunks (embedded): ${emb100k['p95 ms'] <= TARGETS.p95At100kEmbeddedMs ? 'PASS' : 'FAIL'} (${emb100k['p95 ms']} ms)`);
writeResults('knowledge', { ingestion, retrieval, quality: { hits: quality.hits, total: quality.total }, targets: TARGETS });
