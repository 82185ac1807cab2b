// Heavy and hostile uploads (a 10 MB one-word text, a 512 MB decompressed archive, a 2,000-page
// PDF, a 100,000-row spreadsheet), each ingested by the built server while a signed-in user's
// GET /api/auth/status is asked every 20 ms: its p50/p99/max while the item is processed, the
// item's outcome and time, and the server's peak RSS; embedded database and PostgreSQL.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { withScratchDatabase } from './lib/postgres.mjs';
import { formatMb, printTable, verdict, writeResults } from './lib/report.mjs';
import { repoRoot, startServer } from './lib/server.mjs';
import { signUpSession } from './lib/session.mjs';

const TARGETS = { statusP99Ms: 200 };
const POLL_EVERY_MS = 20;
const TIMEOUT_MS = 6 * 60_000;

const harnessFile = path.join(repoRoot, '.tmp', 'bench-heavy-inputs-harness.mjs');
mkdirSync(path.dirname(harnessFile), { recursive: true });
await build({ entryPoints: [path.join(repoRoot, 'bench/lib/heavy-inputs-harness.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: harnessFile, logLevel: 'silent' });
const { heavyInputs } = await import(harnessFile);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function measure(label, env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-heavy-'));
  const server = await startServer({ DATA_DIR: dataDir, SIGNUP_MODE: 'open', ...env });
  const rows = [];
  try {
    const session = await signUpSession(server.baseUrl);
    const [project] = await session.call('GET', '/api/projects');
    const { cookie } = session.headers;
    for (const input of heavyInputs()) {
      const dataset = await session.call('POST', `/api/projects/${project.id}/datasets`, { name: input.name });
      let peakRss = server.rssBytes();
      const started = performance.now();
      const uploaded = await fetch(`${server.baseUrl}/api/datasets/${dataset.id}/documents?fileName=${encodeURIComponent(input.fileName)}`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': session.headers['x-csrf-token'], 'content-type': 'application/octet-stream' },
        body: input.bytes,
      });
      if (uploaded.status !== 202) throw new Error(`${input.name}: upload answered ${uploaded.status} ${await uploaded.text()}`);
      const status = [];
      let item;
      let polls = 0;
      for (;;) {
        const asked = performance.now();
        const res = await fetch(`${server.baseUrl}/api/auth/status`, { headers: { cookie } });
        await res.arrayBuffer();
        status.push(performance.now() - asked);
        peakRss = Math.max(peakRss, server.rssBytes());
        // the item's state every tenth poll: the poll itself stays the measured request
        if (++polls % 10 === 0) {
          [item] = await session.call('GET', `/api/datasets/${dataset.id}/items`);
          if (item.status === 'ready' || item.status === 'error') break;
        }
        if (performance.now() - started > TIMEOUT_MS) throw new Error(`${input.name}: not processed in ${TIMEOUT_MS / 60_000} minutes`);
        await sleep(POLL_EVERY_MS);
      }
      const p99 = percentile(status, 99);
      rows.push({
        database: label,
        input: input.name,
        'size MB': (input.bytes.byteLength / 1024 / 1024).toFixed(1),
        outcome: item.status === 'ready' ? `${item.chunkCount} passages` : `refused: ${item.problem?.code ?? item.error}`,
        seconds: ((performance.now() - started) / 1000).toFixed(1),
        polls: status.length,
        'status p50 ms': Math.round(percentile(status, 50)),
        'status p99 ms': Math.round(p99),
        'status max ms': Math.round(Math.max(...status)),
        'peak RSS': formatMb(peakRss),
        [`p99 <= ${TARGETS.statusP99Ms} ms`]: verdict(p99, TARGETS.statusP99Ms),
      });
      console.log(`${label}, ${input.name}: ${rows.at(-1).outcome} in ${rows.at(-1).seconds} s, status p99 ${rows.at(-1)['status p99 ms']} ms`);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const rows = [...(await measure('embedded (PGlite)', {}))];
const pg = await withScratchDatabase(`bench_heavy_${process.pid}`, (url) => measure('PostgreSQL server', { DATABASE_URL: url }));
if (pg) rows.push(...pg);
printTable(rows);
writeResults('heavy-inputs', { targets: TARGETS, rows });
