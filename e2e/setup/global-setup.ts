import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port> of the server the journeys run against */
    baseUrl: string;
  }
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = path.join(repoRoot, 'dist/server/main.js');
const webDist = path.join(repoRoot, 'dist/web');
const webIndex = path.join(webDist, 'index.html');
const artifactsDir = path.join(repoRoot, 'e2e/.artifacts');
const HEALTH_TIMEOUT_MS = 30_000;

/**
 * Starts the built server once for the whole run: a fresh embedded database in a temporary
 * DATA_DIR, waitlist sign-up (the first account becomes the admin), then stops it and
 * removes the directory. Its output goes to e2e/.artifacts/server.log. The web app is served
 * from a copy of dist/web, so a build running meanwhile cannot swap the assets under the tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const file of [serverEntry, webIndex]) {
    if (!existsSync(file)) {
      throw new Error(`${path.relative(repoRoot, file)} is missing: run \`npm run build\` first (\`npm run test:e2e\` builds for you).`);
    }
  }
  mkdirSync(artifactsDir, { recursive: true });
  const runDir = await mkdtemp(path.join(tmpdir(), 'agentforge-e2e-'));
  const dataDir = path.join(runDir, 'data');
  const webDir = path.join(runDir, 'web');
  cpSync(webDist, webDir, { recursive: true });
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const server = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: serverEnv({ DATA_DIR: dataDir, WEB_DIST_DIR: webDir, PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(path.join(artifactsDir, 'server.log'));
  let output = '';
  const collect = (chunk: Buffer) => {
    log.write(chunk);
    if (output.length < 20_000) output += chunk.toString();
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);

  const stop = async () => {
    await stopProcess(server);
    log.end();
    await rm(runDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, server);
  } catch (err) {
    await stop();
    throw new Error(`The e2e server did not start: ${(err as Error).message}\n--- server output ---\n${output}`);
  }
  project.provide('baseUrl', baseUrl);
  return stop;
}

/** The server's environment: the embedded database always (TEST_DATABASE_URL is for integration tests). */
function serverEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key === 'DATABASE_URL' || key === 'TEST_DATABASE_URL' || key === 'WEB_DIST_DIR' || key === 'PUBLIC_URL' || key.startsWith('OIDC_')) {
      delete env[key];
    }
  }
  return { ...env, NODE_ENV: 'production', HOST: '127.0.0.1', SIGNUP_MODE: 'waitlist', LOG_LEVEL: 'warn', ...overrides };
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`it exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`GET /api/health did not answer within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
