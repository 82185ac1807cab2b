import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { findFreePort } from '../support/server-process';

// Issue 17: a signal sent to `npm start` stopped npm and its shell but left the server running
// (the shell did not pass the signal on). One signal must stop the whole process tree.
// Runs the built dist/ (npm start builds it first when it is missing). Linux: reads /proc.
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'start-signals-'));
let npm: ChildProcess | null = null;
let tree: number[] = [];

afterEach(() => {
  // a failed test must not leave its server behind either
  for (const pid of tree) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  tree = [];
  npm = null;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

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

describe('npm start', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops the whole process tree on one ${signal} sent to npm`, { timeout: 150_000 }, async () => {
      const port = await findFreePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      let output = '';
      npm = spawn('npm', ['start'], {
        cwd: root,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      npm.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000)));
      npm.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000)));
      const npmExited = new Promise<void>((resolve) => npm?.once('exit', () => resolve()));
      const npmPid = npm.pid ?? 0;

      await waitFor(() => answers(`${baseUrl}/api/health`), 120_000, `/api/health (npm start printed:\n${output})`);
      tree = processTree(npmPid);
      expect(tree.length).toBeGreaterThan(1);

      process.kill(npmPid, signal);
      await waitFor(() => tree.every((pid) => !isAlive(pid)), 10_000, `every process of npm start to exit (left: ${tree.filter(isAlive).join(', ')})`);
      await npmExited;
      expect(await answers(`${baseUrl}/api/health`)).toBe(false);
    });
  }
});
