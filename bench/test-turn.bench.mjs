// Platform overhead of one Testing Console turn (POST /api/agents/{id}/test) with a model that
// answers instantly: requests/s and p50/p99 latency at concurrency 1 and 16, on the embedded
// database and on the PostgreSQL server. Every turn is fully recorded as an agent_runs row.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgUrl, withScratchDatabase } from './lib/postgres.mjs';
import { startInstantLlm } from './lib/instant-llm.mjs';
import { loadRow, printTable, writeResults } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';
import { signUpSession } from './lib/session.mjs';

const TARGETS = { p99AtC1Ms: 10, rpsAtC16: 500 };

function load(url, headers, connections, duration) {
  return autocannon({
    url,
    method: 'POST',
    headers,
    body: JSON.stringify({ input: 'When are you open?', overrides: { enableRag: false, enableTools: true } }),
    connections,
    duration,
  });
}

async function measure(label, env, llm, countRuns) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-turn-'));
  const server = await startServer({ DATA_DIR: dataDir, SIGNUP_MODE: 'open', ALLOW_PRIVATE_URLS: llm.host, ...env });
  try {
    const session = await signUpSession(server.baseUrl);
    const [project] = await session.call('GET', '/api/projects');
    await session.call('POST', `/api/projects/${project.id}/api-keys`, { provider: 'openai_compatible', keyHash: 'sk-bench-0000', baseUrl: llm.baseUrl });
    const agent = await session.call('POST', `/api/projects/${project.id}/agents`, {
      name: 'Bench Agent',
      modelProvider: 'other',
      modelName: 'bench-model',
      systemPrompt: 'You are Bench Agent, a concise assistant for a shop.',
    });
    const url = `${server.baseUrl}/api/agents/${agent.id}/test`;
    await load(url, session.headers, 4, 2); // warm-up
    const rows = [];
    for (const [connections, duration] of [[1, 5], [16, 8]]) {
      const before = countRuns ? await countRuns() : null;
      const r = await load(url, session.headers, connections, duration);
      const stored = countRuns ? (await countRuns()) - before : null;
      rows.push(loadRow({ database: label, concurrency: connections }, r, stored));
    }
    return rows;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const llm = await startInstantLlm();
try {
  const rows = await measure('embedded (PGlite)', {}, llm, null);
  const pgRows = await withScratchDatabase(`bench_turn_${process.pid}`, (url, countRuns) =>
    measure('PostgreSQL server', { DATABASE_URL: url }, llm, countRuns),
  );
  if (pgRows) rows.push(...pgRows);
  else console.log(`(PostgreSQL at ${pgUrl} not reachable: skipped)`);
  printTable(rows);
  const pgC1 = pgRows?.find((r) => r.concurrency === 1);
  const pgC16 = pgRows?.find((r) => r.concurrency === 16);
  if (pgC1 && pgC16) {
    console.log(`\ntarget p99 <= ${TARGETS.p99AtC1Ms} ms at concurrency 1 (PostgreSQL): ${pgC1['p99 ms'] <= TARGETS.p99AtC1Ms ? 'PASS' : 'FAIL'} (${pgC1['p99 ms']} ms)`);
    console.log(`target >= ${TARGETS.rpsAtC16} turns/s at concurrency 16 (PostgreSQL): ${pgC16['turns/s'] >= TARGETS.rpsAtC16 ? 'PASS' : 'FAIL'} (${pgC16['turns/s']})`);
  }
  writeResults('test-turn', { rows, targets: TARGETS });
} finally {
  await llm.close();
}
