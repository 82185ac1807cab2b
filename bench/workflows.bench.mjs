// 1,000 conversation_end events on the PostgreSQL server, each starting one workflow execution
// whose webhook node calls an instant peer on loopback: executions per second from the first
// end to the last finished execution, and the receiver's view (every execution delivered once,
// none twice). Then the same with the peer failing half of the first attempts (503), which the
// engine retries with backoff under the same Idempotency-Key.
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pgUrl, withScratchDatabase } from './lib/postgres.mjs';
import { startInstantLlm } from './lib/instant-llm.mjs';
import { printTable, writeResults } from './lib/report.mjs';
import { sleep, startServer } from './lib/server.mjs';
import { signUpSession } from './lib/session.mjs';

const EVENTS = 1000;
const CONCURRENCY = 32;
const TARGET_PER_SECOND = 200;
const WORKER_CONCURRENCY = '32';

/** The receiver: records every attempt by Idempotency-Key; `failFirstOfHalf` answers 503 to the first attempt of every other key. */
async function startReceiver() {
  const attempts = new Map();
  const delivered = new Map();
  let failFirstOfHalf = false;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'] ?? '');
      const n = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, n);
      const half = createHash('sha256').update(key).digest()[0] % 2 === 0;
      if (failFirstOfHalf && half && n === 1) {
        res.writeHead(503).end('try again');
        return;
      }
      delivered.set(key, (delivered.get(key) ?? 0) + 1);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    url: `http://127.0.0.1:${server.address().port}/hook`,
    attempts,
    delivered,
    reset(fail) {
      attempts.clear();
      delivered.clear();
      failFirstOfHalf = fail;
    },
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}

async function inParallel(count, concurrency, fn) {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) await fn(next++);
  }));
}

/** Each conversation from its own client address (as behind a proxy), so per-visitor limits stay out of the way. */
async function post(baseUrl, route, body, visitor) {
  const ip = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
  const res = await fetch(`${baseUrl}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${route}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}

async function measure(databaseUrl, receiver, llm, label, fail) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-wf-'));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SIGNUP_MODE: 'open', TRUST_PROXY: 'true', ALLOW_PRIVATE_URLS: `127.0.0.1:${receiver.port},${llm.host}`, WORKER_CONCURRENCY });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const session = await signUpSession(server.baseUrl);
    const [project] = await session.call('GET', '/api/projects');
    await session.call('POST', `/api/projects/${project.id}/api-keys`, { provider: 'openai_compatible', name: 'bench', keyHash: 'sk-bench-0000', baseUrl: llm.baseUrl });
    const agent = await session.call('POST', `/api/projects/${project.id}/agents`, { name: `Bench Flow ${label}`, modelProvider: 'other', modelName: 'bench-model', systemPrompt: 'Be brief.' });
    await session.call('PUT', `/api/agents/${agent.id}/workflow`, {
      name: 'Workflow for Bench Flow',
      nodes: [
        { id: 'agent-1', type: 'agent', position: { x: 0, y: 0 }, data: { label: 'Agent' } },
        { id: 'trigger-1', type: 'trigger', position: { x: 0, y: 150 }, data: { label: 'Conversation end', config: { type: 'conversation_end' } } },
        { id: 'webhook-1', type: 'webhook', position: { x: 250, y: 150 }, data: { label: 'CRM', config: { url: receiver.url, method: 'POST', body: { name: '{{user.name}}', question: '{{user.question}}' } } } },
      ],
      edges: [{ source: 'trigger-1', target: 'webhook-1' }],
    });
    const version = await session.call('POST', `/api/agents/${agent.id}/publish`, {});
    const sessions = Array.from({ length: EVENTS }, (_, i) => `bench-wf-${label}-${process.pid}-${i}`);
    await inParallel(EVENTS, CONCURRENCY, (i) => post(server.baseUrl, `/api/agent-versions/${version.id}/chat`, { message: 'Hello there', sessionId: sessions[i], messages: [] }, i + 1));
    receiver.reset(fail);
    const started = performance.now();
    await inParallel(EVENTS, CONCURRENCY, (i) => post(server.baseUrl, `/api/agent-versions/${version.id}/end-conversation`, { sessionId: sessions[i], messages: [] }, i + 1));
    const deadline = Date.now() + 180_000;
    let finished = 0;
    let counts = { success: 0, error: 0, running: 0 };
    for (;;) {
      const { rows } = await db.query(`select status, count(*)::int as n from workflow_executions group by status`);
      counts = { success: 0, error: 0, running: 0, ...Object.fromEntries(rows.map((r) => [r.status, r.n])) };
      finished = counts.success + counts.error;
      if (finished >= EVENTS || Date.now() > deadline) break;
      await sleep(100);
    }
    const seconds = (performance.now() - started) / 1000;
    if (process.env.BENCH_DEBUG) {
      const { rows } = await db.query(`select kind, count(*)::int n, min(created_at) first_created, max(created_at) last_created, max(updated_at) last_done from jobs group by kind order by 3`);
      console.log(rows);
    }
    const twice = [...receiver.delivered.values()].filter((n) => n > 1).length;
    return {
      peer: fail ? 'fails half the first attempts' : 'instant',
      events: EVENTS,
      executions: counts.success + counts.error + counts.running,
      success: counts.success,
      error: counts.error,
      'executions/s': Math.round(finished / seconds),
      seconds: Number(seconds.toFixed(2)),
      'delivered once': [...receiver.delivered.values()].filter((n) => n === 1).length,
      'delivered twice': twice,
      'receiver attempts': [...receiver.attempts.values()].reduce((a, b) => a + b, 0),
    };
  } finally {
    await db.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const receiver = await startReceiver();
const llm = await startInstantLlm();
try {
  const rows = [];
  for (const [label, fail] of [['instant', false], ['flaky', true]]) {
    const row = await withScratchDatabase(`bench_wf_${label}_${process.pid}`, (url) => measure(url, receiver, llm, label, fail));
    if (!row) {
      console.log(`(PostgreSQL at ${pgUrl} not reachable: skipped)`);
      break;
    }
    rows.push(row);
  }
  printTable(rows);
  const instant = rows.find((r) => r.peer === 'instant');
  if (instant) {
    const ok = instant['executions/s'] >= TARGET_PER_SECOND && instant['delivered once'] === EVENTS && instant['delivered twice'] === 0;
    console.log(`\ntarget >= ${TARGET_PER_SECOND} executions/s, every execution delivered once, none twice (instant peer, WORKER_CONCURRENCY=${WORKER_CONCURRENCY}): ${ok ? 'PASS' : 'FAIL'}`);
  }
  writeResults('workflows', { rows, targets: { executionsPerSecond: TARGET_PER_SECOND }, workerConcurrency: WORKER_CONCURRENCY });
} finally {
  await receiver.close();
  await llm.close();
}
