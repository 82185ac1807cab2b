// Starts the built server (dist/server/main.js) as a child process for benches.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = path.join(repoRoot, 'dist/server/main.js');
const workerEntry = path.join(repoRoot, 'dist/server/worker.js');

export function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The server's environment: only what the bench sets (no DATABASE_URL, OIDC... from the caller's shell). */
function serverEnv(overrides) {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key === 'DATABASE_URL' || key === 'WEB_DIST_DIR' || key === 'PUBLIC_URL' || key.startsWith('OIDC_')) delete env[key];
  }
  return { ...env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...overrides };
}

/**
 * Spawns `node dist/server/main.js` and resolves once GET /api/health answers, with the
 * time that took (spawn included). `env` must hold at least DATA_DIR.
 */
export async function startServer(env, { timeoutMs = 60_000 } = {}) {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server under load
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: repoRoot,
    env: serverEnv({ PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // the end of the output is kept: that is where a failure says what went wrong
  const collect = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  const stop = () => stopProcess(child);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not answer /api/health within ${timeoutMs} ms:\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  return { pid: child.pid, baseUrl, readyMs: performance.now() - started, rssBytes: () => readRss(child.pid), stop };
}

/** Resident set size of a process, from /proc/<pid>/status (Linux). */
export function readRss(pid) {
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : NaN;
}

async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Spawns a separate worker process (`npm run worker`; needs DATABASE_URL) and resolves once it runs. */
export async function startWorkerProcess(env) {
  const child = spawn(process.execPath, [workerEntry], { cwd: repoRoot, env: serverEnv({ ...env, LOG_LEVEL: 'info' }), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise((resolve, reject) => {
    const collect = (chunk) => {
      output += chunk.toString();
      if (output.includes('worker started')) resolve();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => reject(new Error(`worker exited with code ${code}:\n${output}`)));
  });
  return { pid: child.pid, stop: () => stopProcess(child) };
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
