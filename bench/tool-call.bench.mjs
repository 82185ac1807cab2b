// A public chat turn in which the model calls one webhook tool and then answers (model -> tool
// -> model), with an instant model and an instant webhook peer on loopback: turns/s at
// concurrency 1 and 16, and, on PostgreSQL, the platform's own time per tool call: the tool
// step's duration as stored in the run, less the peer's own handling time.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pgUrl, withScratchDatabase } from './lib/postgres.mjs';
import { startInstantPeer, startToolCallingLlm } from './lib/tool-calling-llm.mjs';
import { loadRow, median, printTable, writeResults } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';
import { loadAsVisitors } from './lib/visitor-load.mjs';
import { signUpSession } from './lib/session.mjs';

const TARGETS = { toolOverheadP99Ms: 5 };

const load = (url, connections, duration) => loadAsVisitors(url, connections, duration, (sessionId) => ({ message: 'Where is my order B-1001?', sessionId, messages: [] }));

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Tool step durations (ms) stored since `since`, read from the runs table. */
async function toolStepDurations(databaseUrl, since) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select (s->>'durationMs')::float as ms, s->>'status' as status from agent_runs r, jsonb_array_elements(r.steps) s
       where s->>'type' = 'tool' and r.created_at >= $1`,
      [since],
    );
    return { durations: rows.map((r) => r.ms), failed: rows.filter((r) => r.status !== 'success').length };
  } finally {
    await client.end();
  }
}

async function measure(label, env, llm, peer, databaseUrl) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-tool-'));
  const server = await startServer({ DATA_DIR: dataDir, SIGNUP_MODE: 'open', TRUST_PROXY: 'true', ALLOW_PRIVATE_URLS: `127.0.0.1:${peer.port},${llm.host}`, ...env });
  try {
    const session = await signUpSession(server.baseUrl);
    const [project] = await session.call('GET', '/api/projects');
    await session.call('POST', `/api/projects/${project.id}/api-keys`, { provider: 'openai_compatible', name: 'bench', keyHash: 'sk-bench-0000', baseUrl: llm.baseUrl });
    const agent = await session.call('POST', `/api/projects/${project.id}/agents`, {
      name: 'Bench Tool Agent',
      modelProvider: 'other',
      modelName: 'bench-model',
      systemPrompt: 'You are Bench Agent. Use the webhook to look orders up.',
      enabledTools: { webhook: true },
      toolConfigs: { webhook: { endpoint: peer.url, headers: { 'X-Api-Key': 'bench-secret' }, signingSecret: 'bench-signing-secret' } },
    });
    const version = await session.call('POST', `/api/agents/${agent.id}/publish`, {});
    const url = `${server.baseUrl}/api/agent-versions/${version.id}/chat`;
    await load(url, 4, 2); // warm-up

    const rows = [];
    let overhead = null;
    for (const [connections, duration] of [[1, 5], [16, 8]]) {
      const since = new Date().toISOString();
      peer.ownMs.length = 0;
      const r = await load(url, connections, duration);
      const row = loadRow({ database: label, concurrency: connections }, r, null);
      delete row['runs stored'];
      for (const k of ['tool calls', 'tool errors', 'tool step p50 ms', 'tool step p99 ms', 'peer own p99 ms']) row[k] = '(embedded)';
      if (databaseUrl) {
        const { durations, failed } = await toolStepDurations(databaseUrl, since);
        const peerP99 = percentile(peer.ownMs, 99);
        row['tool calls'] = durations.length;
        row['tool errors'] = failed;
        row['tool step p50 ms'] = Number(median(durations).toFixed(2));
        row['tool step p99 ms'] = Number(percentile(durations, 99).toFixed(2));
        row['peer own p99 ms'] = Number(peerP99.toFixed(2));
        if (connections === 1) overhead = { p50: median(durations) - median(peer.ownMs), p99: percentile(durations, 99) - peerP99 };
      }
      rows.push(row);
    }
    return { rows, overhead };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const llm = await startToolCallingLlm();
const peer = await startInstantPeer();
try {
  const embedded = await measure('embedded (PGlite)', {}, llm, peer, null);
  const server = await withScratchDatabase(`bench_tool_${process.pid}`, (url) => measure('PostgreSQL server', { DATABASE_URL: url }, llm, peer, url));
  const rows = [...embedded.rows, ...(server?.rows ?? [])];
  if (!server) console.log(`(PostgreSQL at ${pgUrl} not reachable: skipped)`);
  printTable(rows);
  if (server?.overhead) {
    const p99 = Number(server.overhead.p99.toFixed(2));
    console.log(`\nplatform time per tool call at concurrency 1 (tool step less the peer's own time): p50 ${server.overhead.p50.toFixed(2)} ms, p99 ${p99} ms`);
    console.log(`target <= ${TARGETS.toolOverheadP99Ms} ms p99 added per tool call: ${p99 <= TARGETS.toolOverheadP99Ms ? 'PASS' : 'FAIL'}`);
  }
  writeResults('tool-call', { rows, overhead: server?.overhead ?? null, targets: TARGETS });
} finally {
  await llm.close();
  await peer.close();
}
