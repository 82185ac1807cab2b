// One anonymous public chat turn (POST /api/agent-versions/{id}/chat) with a model that answers
// instantly: requests/s and p50/p99 at concurrency 1, 16 and 64, on the embedded database and on
// the PostgreSQL server; then with a model that takes 500 ms, at concurrency 64. Every turn is a
// new visitor (own session, own address through X-Forwarded-For, as behind a proxy) so the
// per-visitor rate limits stay out of the way, and every turn stores a conversation and a run.
// Beside the instant model at 16, the same agent through the OpenAI-compatible endpoint
// (POST /v1/chat/completions with a platform key, every request a new `user`).
// Each phase asks its own question, so once the server has stopped its stored runs are counted
// in the database (embedded or PostgreSQL): every turn answered is stored, once (one run per
// conversation, as every turn is a new visitor); the turns cut off by the end of a phase (at most
// one per connection) are stored too and counted beside.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pgUrl, withScratchDatabase } from './lib/postgres.mjs';
import { startInstantLlm } from './lib/instant-llm.mjs';
import { loadRow, printTable, writeResults } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';
import { loadAsVisitors } from './lib/visitor-load.mjs';
import { signUpSession } from './lib/session.mjs';

const TARGETS = { p99AtC1Ms: 10, rpsAtC16: 550, slowModelShareOfIdeal: 99 };
const SLOW_MS = 500;
const SLOW_SECONDS = Number(process.env.BENCH_SLOW_SECONDS ?? 60);

const load = (url, connections, duration, message = 'When are you open?') => loadAsVisitors(url, connections, duration, (sessionId) => ({ message, sessionId, messages: [], channel: 'chat' }));
const loadOpenAi = (baseUrl, key, model, connections, duration, message) =>
  loadAsVisitors(`${baseUrl}/v1/chat/completions`, connections, duration, (user) => ({ model, user, messages: [{ role: 'user', content: message }] }), { authorization: `Bearer ${key}` });

const STORED_SQL = 'select user_input as message, count(*)::int as runs, count(distinct conversation_id)::int as conversations from agent_runs group by 1';

/** The runs the server stored, by question, read from the embedded data folder once the server has stopped. */
async function storedInDataDir(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { vector } = await import('@electric-sql/pglite-pgvector');
  const db = new PGlite(path.join(dataDir, 'pgdata'), { extensions: { vector } });
  try {
    return (await db.query(STORED_SQL)).rows;
  } finally {
    await db.close();
  }
}

async function storedInPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(STORED_SQL)).rows;
  } finally {
    await client.end();
  }
}

async function measure(label, env, llms, databaseUrl) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-chat-'));
  const server = await startServer({ DATA_DIR: dataDir, SIGNUP_MODE: 'open', TRUST_PROXY: 'true', ALLOW_PRIVATE_URLS: `${llms.instant.host},${llms.slow.host}`, ...env });
  const rows = [];
  try {
    const session = await signUpSession(server.baseUrl);
    const [project] = await session.call('GET', '/api/projects');
    const pointKeyAt = (baseUrl) => session.call('POST', `/api/projects/${project.id}/api-keys`, { provider: 'openai_compatible', name: 'bench', keyHash: 'sk-bench-0000', baseUrl });
    await pointKeyAt(llms.instant.baseUrl);
    const agent = await session.call('POST', `/api/projects/${project.id}/agents`, {
      name: 'Bench Agent',
      modelProvider: 'other',
      modelName: 'bench-model',
      systemPrompt: 'You are Bench Agent, a concise assistant for a shop.',
    });
    const version = await session.call('POST', `/api/agents/${agent.id}/publish`, {});
    const url = `${server.baseUrl}/api/agent-versions/${version.id}/chat`;
    await load(url, 4, 2); // warm-up
    // the platform key's own limit (120 a minute by default) raised to its maximum for the load
    await session.call('PUT', '/api/settings', { chatLimits: { perApiKeyPerMinute: 10_000 } });
    const { key } = await session.call('POST', `/api/projects/${project.id}/platform-keys`, { name: 'bench' });
    const { model } = await session.call('GET', `/api/agents/${agent.id}/openai-endpoint`);

    const phases = [
      ['instant', 1, 5],
      ['instant', 16, 8],
      ['instant', 16, 8, 'openai'],
      ['instant', 64, 8],
      // long enough that a turn cut off by the end (at most one per connection) hardly counts
      [`${SLOW_MS} ms`, 64, SLOW_SECONDS],
    ];
    for (const [i, [modelSpeed, connections, duration, route = 'chat']] of phases.entries()) {
      if (modelSpeed !== 'instant') {
        await pointKeyAt(llms.slow.baseUrl);
        await load(url, connections, 2); // warm-up: the connections to the slower model
      }
      const message = `When are you open? (phase ${i + 1})`;
      const r = route === 'openai' ? await loadOpenAi(server.baseUrl, key, model, connections, duration, message) : await load(url, connections, duration, message);
      const row = loadRow({ database: label, route: route === 'openai' ? '/v1/chat/completions' : 'public chat', model: modelSpeed, concurrency: connections }, r);
      // the most a model this slow lets the connections do: each one a turn every SLOW_MS
      if (modelSpeed !== 'instant') row['% of ideal'] = Math.round((r.requests.total / duration / (connections * (1000 / SLOW_MS))) * 1000) / 10;
      rows.push({ row, message, connections });
    }
  } finally {
    await server.stop();
  }
  try {
    const stored = new Map((databaseUrl ? await storedInPostgres(databaseUrl) : await storedInDataDir(dataDir)).map((s) => [s.message, s]));
    return rows.map(({ row, message, connections }) => {
      const { runs = 0, conversations = 0 } = stored.get(message) ?? {};
      const cutOff = runs - row['turns sent'];
      return { ...row, 'runs stored': runs, 'stored once': runs === conversations && cutOff >= 0 && cutOff <= connections ? 'yes' : 'NO' };
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const llms = { instant: await startInstantLlm(), slow: await startInstantLlm({ delayMs: SLOW_MS }) };
try {
  const rows = await measure('embedded (PGlite)', {}, llms, null);
  const pgRows = await withScratchDatabase(`bench_chat_${process.pid}`, (url) => measure('PostgreSQL server', { DATABASE_URL: url }, llms, url));
  if (pgRows) rows.push(...pgRows);
  else console.log(`(PostgreSQL at ${pgUrl} not reachable: skipped)`);
  printTable(rows);
  const pick = (model, c) => pgRows?.find((r) => r.route === 'public chat' && r.model === model && r.concurrency === c);
  const c1 = pick('instant', 1);
  const c16 = pick('instant', 16);
  for (const row of rows.filter((r) => r.model !== 'instant')) {
    const ok = row['% of ideal'] >= TARGETS.slowModelShareOfIdeal && row.errors === 0 && row['stored once'] === 'yes';
    console.log(`target ${row.database}, ${SLOW_MS} ms model at ${row.concurrency} for ${SLOW_SECONDS} s: >= ${TARGETS.slowModelShareOfIdeal}% of the ideal turns/s, no error, every turn stored once: ${ok ? 'PASS' : 'FAIL'} (${row['% of ideal']}%, ${row.errors} errors, stored once: ${row['stored once']})`);
  }
  if (c1 && c16) {
    const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
    console.log(`\ntarget p99 <= ${TARGETS.p99AtC1Ms} ms at concurrency 1 (PostgreSQL): ${verdict(c1['p99 ms'] <= TARGETS.p99AtC1Ms)} (${c1['p99 ms']} ms)`);
    console.log(`target >= ${TARGETS.rpsAtC16} turns/s at concurrency 16 (PostgreSQL): ${verdict(c16['turns/s'] >= TARGETS.rpsAtC16)} (${c16['turns/s']})`);
  }
  writeResults('public-chat', { rows, targets: TARGETS });
} finally {
  await llms.instant.close();
  await llms.slow.close();
}
