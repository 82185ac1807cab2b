import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { agentRuns } from '../../src/server/db/schema';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { sampleAgent } from '../support/agents';
import { bundleServer, sendRequest, signUpOn, startServerProcess, type ServerProcess } from '../support/server-process';

// Issue 14: SIGTERM lets the turns in progress finish and store their runs, closes idle
// keep-alive connections at once (they held the exit for Fastify's 72 s keep-alive timeout),
// and exits; past SHUTDOWN_TIMEOUT_MS it force-closes what is left and exits non-zero.
const ANSWER = 'We open at nine and close at five every weekday.';

let entry: string;
let llm: FakeLlm;
const dataDirs: string[] = [];
let server: ServerProcess | null = null;

beforeAll(async () => {
  [entry, llm] = await Promise.all([bundleServer('shutdown-main'), startFakeLlm()]);
}, 60_000);
afterEach(() => {
  server?.kill();
  server = null;
});
afterAll(async () => {
  await llm?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  if (entry) rmSync(entry, { force: true });
});

async function startWithPublishedAgent(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-'));
  dataDirs.push(dataDir);
  server = await startServerProcess(entry, {
    DATA_DIR: dataDir,
    APP_SECRET: 'shutdown-test-secret-'.padEnd(48, 'x'),
    SIGNUP_MODE: 'open',
    ALLOW_PRIVATE_URLS: llm.host,
    LOG_LEVEL: 'info',
    ...env,
  });
  const call = await signUpOn(new http.Agent({ keepAlive: false }), server.baseUrl);
  const [project] = await call<{ id: string }[]>('GET', '/api/projects');
  const agent = await call('POST', `/api/projects/${project.id}/agents`, sampleAgent);
  await call('POST', `/api/projects/${project.id}/api-keys`, { provider: 'openai_compatible', name: 'fake', keyHash: 'sk-test-fake-1234', baseUrl: llm.baseUrl });
  const version = await call('POST', `/api/agents/${agent.id}/publish`, {});
  return { dataDir, server, chatPath: `/api/agent-versions/${version.id}/chat` };
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const modelCalls = () => llm.requests.filter((r) => r.path.endsWith('/chat/completions')).length;

/** The exit, or a failure naming what the server printed when it does not come within timeoutMs. */
async function exitWithin(proc: ServerProcess, timeoutMs: number) {
  const timer = new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs));
  const exit = await Promise.race([proc.exited, timer]);
  if (!exit) throw new Error(`the server was still running ${timeoutMs} ms after SIGTERM:\n${proc.output()}`);
  return exit;
}

function parseSse(body: string) {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({ event: /^event: (.*)$/m.exec(block)?.[1], data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as Record<string, unknown> }));
}

describe('SIGTERM', () => {
  // Issue 30: Ctrl-C or systemd's stop signals the whole process group and npm forwards it once
  // more, so copies arrive together; they are one stop and must drain like a single signal.
  it.each([
    ['one SIGTERM', ['SIGTERM']],
    ['SIGTERM, SIGINT and SIGTERM together (a process group stopped through npm)', ['SIGTERM', 'SIGINT', 'SIGTERM']],
  ] as const)('%s: finishes the turns in progress, stores their runs, closes idle keep-alive connections and exits at once', async (_, signals) => {
    const { dataDir, server: proc, chatPath } = await startWithPublishedAgent();
    // a browser tab that loaded a page and went quiet: its connection stays open, idle
    const idleAgent = new http.Agent({ keepAlive: true });
    expect((await sendRequest(idleAgent, proc.baseUrl, 'GET', '/api/health')).status).toBe(200);
    await waitFor(() => Object.values(idleAgent.freeSockets).flat().length === 1, 2_000, 'the idle socket');

    llm.fallback = { kind: 'reply', text: ANSWER, delayMs: 300, chunkDelayMs: 100 };
    const turnAgent = new http.Agent({ keepAlive: true });
    const before = modelCalls();
    const plain = sendRequest(turnAgent, proc.baseUrl, 'POST', chatPath, { body: { message: 'When do you open?', sessionId: 'shutdown-json' } });
    const streamed = sendRequest(turnAgent, proc.baseUrl, 'POST', chatPath, {
      body: { message: 'When do you open?', sessionId: 'shutdown-sse' },
      headers: { accept: 'text/event-stream' },
    });
    await waitFor(() => modelCalls() === before + 2, 10_000, 'both turns to reach the model');

    const signalledAt = Date.now();
    for (const signal of signals) proc.child.kill(signal);
    // new connections are refused (or answered 503) while the turns finish
    await waitFor(
      async () => (await sendRequest(new http.Agent({ keepAlive: false }), proc.baseUrl, 'GET', '/api/health').catch(() => null))?.status !== 200,
      2_000,
      'the server to stop accepting',
    );

    const [json, sse] = await Promise.all([plain, streamed]);
    expect(json.status).toBe(200);
    const jsonReply = JSON.parse(json.body) as { message: string; runId: string };
    expect(jsonReply.message).toBe(ANSWER);
    const events = parseSse(sse.body);
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('')).toBe(ANSWER);
    const done = events.at(-1);
    expect(done).toMatchObject({ event: 'done', data: { message: ANSWER } });

    const exit = await exitWithin(proc, 10_000);
    expect(exit.code, proc.output()).toBe(0);
    // the turns take about 1.2 s; Fastify's keep-alive timeout alone is 72 s
    expect(exit.at - signalledAt).toBeLessThan(5_000);
    expect(idleAgent.freeSockets).toEqual({});

    const database = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
    try {
      const runs = await database.db
        .select({ id: agentRuns.id, status: agentRuns.status, agentOutput: agentRuns.agentOutput, sessionId: agentRuns.sessionId })
        .from(agentRuns)
        .where(inArray(agentRuns.id, [jsonReply.runId, String(done?.data.runId)]));
      expect(runs.map((r) => [r.sessionId, r.status, r.agentOutput]).sort()).toEqual([
        ['shutdown-json', 'completed', ANSWER],
        ['shutdown-sse', 'completed', ANSWER],
      ]);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('force-closes a turn still running at SHUTDOWN_TIMEOUT_MS and exits non-zero, saying so', async () => {
    const { server: proc, chatPath } = await startWithPublishedAgent({ SHUTDOWN_TIMEOUT_MS: '1500' });
    llm.fallback = { kind: 'reply', text: 'Too late.', delayMs: 8_000 };
    const before = modelCalls();
    const hung = sendRequest(new http.Agent({ keepAlive: true }), proc.baseUrl, 'POST', chatPath, { body: { message: 'Hello?', sessionId: 'shutdown-hung' } });
    await waitFor(() => modelCalls() === before + 1, 10_000, 'the turn to reach the model');

    const signalledAt = Date.now();
    proc.child.kill('SIGTERM');
    await expect(hung).rejects.toThrow(/socket hang up|ECONNRESET/);
    const exit = await exitWithin(proc, 10_000);
    expect(exit.code).toBe(1);
    expect(exit.at - signalledAt).toBeGreaterThanOrEqual(1_400);
    expect(exit.at - signalledAt).toBeLessThan(5_000);
    expect(proc.output()).toMatch(/shutdown did not finish within 1\.5 s/);
  }, 90_000);

  it('takes a later, separate signal as "stop now": cuts the turn and exits non-zero at once', async () => {
    const { server: proc, chatPath } = await startWithPublishedAgent();
    llm.fallback = { kind: 'reply', text: 'Too late.', delayMs: 8_000 };
    const before = modelCalls();
    const hung = sendRequest(new http.Agent({ keepAlive: true }), proc.baseUrl, 'POST', chatPath, { body: { message: 'Hello?', sessionId: 'shutdown-forced' } });
    await waitFor(() => modelCalls() === before + 1, 10_000, 'the turn to reach the model');

    proc.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1_500));
    const forcedAt = Date.now();
    proc.child.kill('SIGINT');
    await expect(hung).rejects.toThrow(/socket hang up|ECONNRESET/);
    const exit = await exitWithin(proc, 5_000);
    expect(exit.code).toBe(1);
    expect(exit.at - forcedAt).toBeLessThan(2_000);
    expect(proc.output()).toMatch(/SIGINT again: closing the remaining connections/);
  }, 90_000);
});
