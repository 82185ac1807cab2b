// What tracing costs a public chat turn: turns/s and p50/p99 at concurrency 16 with an instant
// model, tracing off (no OTLP variable: nothing loaded), on (every turn exported over OTLP/HTTP to
// a local receiver in this process, which reads and answers each export), and pointed at a closed
// port (a collector that is down: spans dropped and counted, turns unaffected). Embedded database,
// and PostgreSQL when reachable. Tracing off runs before and after tracing on (the cost is measured
// against their mean).
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgUrl, withScratchDatabase } from './lib/postgres.mjs';
import { startInstantLlm } from './lib/instant-llm.mjs';
import { loadRow, printTable, writeResults } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';
import { loadAsVisitors } from './lib/visitor-load.mjs';
import { signUpSession } from './lib/session.mjs';

const TARGETS = { maxCostPercent: 10 };
const CONNECTIONS = 16;
const SECONDS = 8;

async function startReceiver() {
  const stats = { exports: 0, bytes: 0 };
  const server = createServer((req, res) => {
    req.on('data', (c) => (stats.bytes += c.length));
    req.on('end', () => {
      stats.exports++;
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, stats, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function closedPortUrl() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const load = (url, duration) => loadAsVisitors(url, CONNECTIONS, duration, (sessionId) => ({ message: 'When are you open?', sessionId, messages: [], channel: 'chat' }));

async function measure(label, tracing, env, llm) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-tracing-'));
  const server = await startServer({ DATA_DIR: dataDir, SIGNUP_MODE: 'open', TRUST_PROXY: 'true', ALLOW_PRIVATE_URLS: llm.host, METRICS_TOKEN: 'bench-metrics-token', ...env });
  try {
    const session = await signUpSession(server.baseUrl);
    const [project] = await session.call('GET', '/api/projects');
    await session.call('POST', `/api/projects/${project.id}/api-keys`, { provider: 'openai_compatible', name: 'bench', keyHash: 'sk-bench-0000', baseUrl: llm.baseUrl });
    const agent = await session.call('POST', `/api/projects/${project.id}/agents`, { name: 'Bench Agent', modelProvider: 'other', modelName: 'bench-model', systemPrompt: 'You are Bench Agent.' });
    const version = await session.call('POST', `/api/agents/${agent.id}/publish`, {});
    const url = `${server.baseUrl}/api/agent-versions/${version.id}/chat`;
    await load(url, 2); // warm-up
    const r = await load(url, SECONDS);
    const metrics = await (await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: 'Bearer bench-metrics-token' } })).text();
    const count = (outcome) => Number(new RegExp(`agentforge_trace_spans_total\\{outcome="${outcome}"\\} (\\d+)`).exec(metrics)?.[1] ?? 0);
    return { ...loadRow({ database: label, tracing, concurrency: CONNECTIONS }, r, null), 'spans exported': count('exported'), 'spans dropped': count('dropped') };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Each server on its own database: the first account is the administrator, with no monthly run limit. */
async function series(label, freshEnv, llm, receiver, downUrl) {
  const traced = (url) => ({ OTEL_EXPORTER_OTLP_ENDPOINT: url, OTEL_BSP_SCHEDULE_DELAY: '200' });
  // off both before and after on: a server started right after another one stopped measures lower
  // on a shared machine, so on is compared with the mean of the two
  const phases = [
    ['off', {}],
    ['on (local receiver)', traced(receiver.url)],
    ['off (again)', {}],
    ['on (collector down)', traced(downUrl)],
  ];
  const rows = [];
  for (const [i, [tracing, env]] of phases.entries()) {
    const row = await freshEnv(i, (base) => measure(label, tracing, { ...base, ...env }, llm));
    if (row === null) return null;
    rows.push(row);
  }
  return rows;
}

const llm = await startInstantLlm();
const receiver = await startReceiver();
try {
  const downUrl = await closedPortUrl();
  const rows = await series('embedded (PGlite)', (_i, run) => run({}), llm, receiver, downUrl);
  const pgRows = await series('PostgreSQL server', (i, run) => withScratchDatabase(`bench_tracing_${process.pid}_${i}`, (url) => run({ DATABASE_URL: url })), llm, receiver, downUrl);
  if (pgRows) rows.push(...pgRows);
  else console.log(`(PostgreSQL at ${pgUrl} not reachable: skipped)`);
  printTable(rows.map(({ 'runs stored': _omit, ...row }) => row));
  console.log(`\nthe receiver took ${receiver.stats.exports} exports, ${(receiver.stats.bytes / 1024 / 1024).toFixed(1)} MB`);
  for (const label of ['embedded (PGlite)', 'PostgreSQL server']) {
    const offs = rows.filter((r) => r.database === label && r.tracing.startsWith('off'));
    const on = rows.find((r) => r.database === label && r.tracing === 'on (local receiver)');
    if (offs.length === 0 || !on) continue;
    const off = offs.reduce((sum, r) => sum + r['turns/s'], 0) / offs.length;
    const cost = Math.round((1 - on['turns/s'] / off) * 1000) / 10;
    console.log(`target tracing costs <= ${TARGETS.maxCostPercent}% of turns/s at concurrency ${CONNECTIONS} (${label}): ${cost <= TARGETS.maxCostPercent ? 'PASS' : 'FAIL'} (${cost}%)`);
  }
  writeResults('tracing', { rows, targets: TARGETS });
} finally {
  await llm.close();
  await receiver.close();
}
