// One anonymous public chat turn (POST /api/agent-versions/{id}/chat) with a model that answers
// instantly: requests/s and p50/p99 at concurrency 1, 16 and 64, on the embedded database and on
// the PostgreSQL server; then with a model that takes 500 ms, at concurrency 64. Every turn is a
// new visitor (own session, own address through X-Forwarded-For, as behind a proxy) so the
// per-visitor rate limits stay out of the way, and every turn stores a conversation and a run.
// Beside the instant model at 16, the same agent through the OpenAI-compatible endpoint
// (POST /v1/chat/completions with a platform key, every request a new `user`).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgUrl, withScratchDatabase } from './lib/postgres.mjs';
import { startInstantLlm } from './lib/instant-llm.mjs';
import { loadRow, printTable, writeResults } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';
import { loadAsVisitors } from './lib/visitor-load.mjs';
import { signUpSession } from './lib/session.mjs';

const TARGETS = { p99AtC1Ms: 10, rpsAtC16: 550, rpsSlowModelAtC64: 120 };
const SLOW_MS = 500;

const load = (url, connections, duration) => loadAsVisitors(url, connections, duration, (sessionId) => ({ message: 'When are you open?', sessionId, messages: [], channel: 'chat' }));
const loadOpenAi = (baseUrl, key, model, connections, duration) =>
  loadAsVisitors(`${baseUrl}/v1/chat/completions`, connections, duration, (user) => ({ model, user, messages: [{ role: 'user', content: 'When are you open?' }] }), { authorization: `Bearer ${key}` });

async function measure(label, env, llms, countRuns) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-chat-'));
  const server = await startServer({ DATA_DIR: dataDir, SIGNUP_MODE: 'open', TRUST_PROXY: 'true', ALLOW_PRIVATE_URLS: `${llms.instant.host},${llms.slow.host}`, ...env });
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

    const rows = [];
    const phases = [
      ['instant', 1, 5],
      ['instant', 16, 8],
      ['instant', 16, 8, 'openai'],
      ['instant', 64, 8],
      // long enough that a turn cut off by the end (at most one per connection) hardly counts
      [`${SLOW_MS} ms`, 64, 20],
    ];
    for (const [modelSpeed, connections, duration, route = 'chat'] of phases) {
      if (modelSpeed !== 'instant') {
        await pointKeyAt(llms.slow.baseUrl);
        await load(url, connections, 2); // warm-up: the connections to the slower model
      }
      const before = countRuns ? await countRuns() : null;
      const r = route === 'openai' ? await loadOpenAi(server.baseUrl, key, model, connections, duration) : await load(url, connections, duration);
      const stored = countRuns ? (await countRuns()) - before : null;
      rows.push(loadRow({ database: label, route: route === 'openai' ? '/v1/chat/completions' : 'public chat', model: modelSpeed, concurrency: connections }, r, stored));
    }
    return rows;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const llms = { instant: await startInstantLlm(), slow: await startInstantLlm({ delayMs: SLOW_MS }) };
try {
  const rows = await measure('embedded (PGlite)', {}, llms, null);
  const pgRows = await withScratchDatabase(`bench_chat_${process.pid}`, (url, countRuns) =>
    measure('PostgreSQL server', { DATABASE_URL: url }, llms, countRuns),
  );
  if (pgRows) rows.push(...pgRows);
  else console.log(`(PostgreSQL at ${pgUrl} not reachable: skipped)`);
  printTable(rows);
  const pick = (model, c) => pgRows?.find((r) => r.route === 'public chat' && r.model === model && r.concurrency === c);
  const c1 = pick('instant', 1);
  const c16 = pick('instant', 16);
  const slow = pick(`${SLOW_MS} ms`, 64);
  if (c1 && c16 && slow) {
    const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
    console.log(`\ntarget p99 <= ${TARGETS.p99AtC1Ms} ms at concurrency 1 (PostgreSQL): ${verdict(c1['p99 ms'] <= TARGETS.p99AtC1Ms)} (${c1['p99 ms']} ms)`);
    console.log(`target >= ${TARGETS.rpsAtC16} turns/s at concurrency 16 (PostgreSQL): ${verdict(c16['turns/s'] >= TARGETS.rpsAtC16)} (${c16['turns/s']})`);
    console.log(`target >= ${TARGETS.rpsSlowModelAtC64} turns/s with a ${SLOW_MS} ms model at concurrency 64 (PostgreSQL): ${verdict(slow['turns/s'] >= TARGETS.rpsSlowModelAtC64)} (${slow['turns/s']})`);
  }
  writeResults('public-chat', { rows, targets: TARGETS });
} finally {
  await llms.instant.close();
  await llms.slow.close();
}
