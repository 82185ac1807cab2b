import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from '../fixtures/fake-llm';
import { sampleAgent } from '../support/agents';
import { findFreePort, sendRequest, signUpOn } from '../support/server-process';

// Issue 17: a signal sent to `npm start` stopped npm and its shell but left the server running
// (the shell did not pass the signal on). One signal must stop the whole process tree.
// Runs the built dist/ (npm start builds it first when it is missing). Linux: reads /proc.
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'start-signals-'));
const groupDataDir = mkdtempSync(path.join(tmpdir(), 'start-signals-group-'));
let npm: ChildProcess | null = null;
let tree: number[] = [];
let llm: FakeLlm;

beforeAll(async () => {
  llm = await startFakeLlm();
});

afterEach(() => {
  // a failed test must not leave its server behind either
  for (const pid of tree) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  tree = [];
  npm = null;
});
afterAll(async () => {
  await llm?.close();
  for (const dir of [dataDir, groupDataDir]) rmSync(dir, { recursive: true, force: true });
});

/** The process and all its descendants, from /proc/<pid>/task/<tid>/children. */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // already gone
  }
  return [pid, ...children.flatMap(processTree)];
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (res) => res.ok,
    () => false,
  );

/** `npm start` on a free port of 127.0.0.1, its output kept for failure messages; resolves once /api/health answers. */
async function startNpm(env: Record<string, string>, opts: { detached?: boolean } = {}) {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  npm = spawn('npm', ['start'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: opts.detached ?? false,
  });
  npm.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000)));
  npm.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000)));
  const exited = new Promise<void>((resolve) => npm?.once('exit', () => resolve()));
  const pid = npm.pid ?? 0;
  await waitFor(() => answers(`${baseUrl}/api/health`), 120_000, `/api/health (npm start printed:\n${output})`);
  tree = processTree(pid);
  return { pid, baseUrl, exited, output: () => output };
}

describe('npm start', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops the whole process tree on one ${signal} sent to npm`, { timeout: 150_000 }, async () => {
      const started = await startNpm({ DATA_DIR: dataDir });
      expect(tree.length).toBeGreaterThan(1);
      const { pid: npmPid, baseUrl, exited: npmExited } = started;

      process.kill(npmPid, signal);
      await waitFor(() => tree.every((pid) => !isAlive(pid)), 10_000, `every process of npm start to exit (left: ${tree.filter(isAlive).join(', ')})`);
      await npmExited;
      expect(await answers(`${baseUrl}/api/health`)).toBe(false);
    });
  }

  // Issue 30: Ctrl-C in a terminal and systemd's default stop signal the whole process group, and
  // npm forwards the signal once more: the server gets it twice within milliseconds.
  it('drains a plain and a streamed turn when SIGTERM goes to the whole process group', { timeout: 150_000 }, async () => {
    const answer = 'We open at nine and close at five every weekday.';
    const { pid, baseUrl, exited, output } = await startNpm({ DATA_DIR: groupDataDir, SIGNUP_MODE: 'open', OPENAI_BASE_URL: llm.baseUrl }, { detached: true });
    const call = await signUpOn(new http.Agent({ keepAlive: false }), baseUrl);
    const [project] = await call<{ id: string }[]>('GET', '/api/projects');
    const agent = await call('POST', `/api/projects/${project.id}/agents`, sampleAgent);
    const version = await call('POST', `/api/agents/${agent.id}/publish`, {});
    const chatPath = `/api/agent-versions/${version.id}/chat`;

    llm.fallback = { kind: 'reply', text: answer, delayMs: 300, chunkDelayMs: 100 };
    const modelCalls = () => llm.requests.filter((r) => r.path.endsWith('/chat/completions')).length;
    const before = modelCalls();
    const turnAgent = new http.Agent({ keepAlive: true });
    const plain = sendRequest(turnAgent, baseUrl, 'POST', chatPath, { body: { message: 'When do you open?', sessionId: 'group-json' } });
    const streamed = sendRequest(turnAgent, baseUrl, 'POST', chatPath, { body: { message: 'When do you open?', sessionId: 'group-sse' }, headers: { accept: 'text/event-stream' } });
    await waitFor(() => modelCalls() === before + 2, 10_000, 'both turns to reach the model');

    process.kill(-pid, 'SIGTERM');
    const [json, sse] = await Promise.all([plain, streamed]);
    expect(json.status, output()).toBe(200);
    expect(JSON.parse(json.body)).toMatchObject({ message: answer, runId: expect.any(String) });
    expect(sse.body).toMatch(/event: done\ndata: \{[^\n]*"runId"/);
    expect(sse.body).toContain(JSON.stringify(answer));
    await waitFor(() => tree.every((p) => !isAlive(p)), 10_000, `every process of npm start to exit (left: ${tree.filter(isAlive).join(', ')})`);
    await exited;
    expect(output()).not.toMatch(/again: closing the remaining connections/);
  });
});
