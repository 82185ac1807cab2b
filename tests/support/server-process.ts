import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Bundles a server entry (the web server, or src/server/worker.ts) into .tmp/ once per test file,
 * like `npm run build` does for dist/server/: the threads it starts (the embedded database, the
 * function sandbox) are bundled beside it, where it looks for them.
 */
export async function bundleServer(name: string, entry = 'src/server/main.ts'): Promise<string> {
  const outdir = path.join(root, '.tmp', `${name}-${process.pid}`);
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: {
      [name]: path.join(root, entry),
      'embedded-worker': path.join(root, 'src/server/db/embedded-worker.ts'),
      'sandbox-worker': path.join(root, 'src/server/tools/function/sandbox-worker.ts'),
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outdir,
    logLevel: 'silent',
  });
  return path.join(outdir, `${name}.js`);
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** what the server printed so far (the end of it) */
  output: () => string;
  /** resolves with the exit code (null when killed by a signal) and when it happened */
  exited: Promise<{ code: number | null; at: number }>;
  kill: () => void;
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the bundled server with only the given environment and waits for GET /api/health. */
export async function startServerProcess(entry: string, env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const port = await findFreePort();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  const server: ServerProcess = { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited, kill: () => child.kill('SIGKILL') };
  const deadline = Date.now() + timeoutMs;
  const agent = new http.Agent({ keepAlive: false });
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}:\n${output}`);
    const answer = await sendRequest(agent, server.baseUrl, 'GET', '/api/health').catch(() => null);
    if (answer?.status === 200) return server;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /api/health within ${timeoutMs} ms:\n${output}`);
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request through the given agent (so a test controls which connection carries it). */
export function sendRequest(
  agent: http.Agent,
  baseUrl: string,
  method: string,
  pathname: string,
  opts: { body?: unknown; rawBody?: Buffer; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const payload = opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${pathname}`, {
      method,
      agent,
      headers: { ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}), ...opts.headers },
      signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
    });
    request.on('error', reject);
    request.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (piece: string) => (body += piece));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    request.end(payload);
  });
}

/** A browser's session on the servers of one instance: its cookies and CSRF header, valid on any of its web processes. */
export interface BrowserSession {
  headers: Record<string, string>;
}

/** Registers an account on a server process and keeps the session it answers with. */
export async function registerOn(agent: http.Agent, baseUrl: string, email = `owner-${Date.now()}@example.com`): Promise<BrowserSession> {
  const registered = await sendRequest(agent, baseUrl, 'POST', '/api/auth/register', { body: { email, password: 'correct-horse-battery', firstName: 'Owner' } });
  if (registered.status !== 201) throw new Error(`sign-up failed: ${registered.status} ${registered.body}`);
  const cookies = ([] as string[]).concat(registered.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
  const csrf = cookies.find((c) => c.startsWith('csrf_token='))?.slice('csrf_token='.length) ?? '';
  return { headers: { cookie: cookies.join('; '), 'x-csrf-token': csrf } };
}

/** A signed-in account on a server process: keeps its cookies and sends the CSRF header. */
export async function signUpOn(agent: http.Agent, baseUrl: string) {
  const { headers } = await registerOn(agent, baseUrl);
  return async <T = { id: string }>(method: string, pathname: string, body?: unknown): Promise<T> => {
    const answer = await sendRequest(agent, baseUrl, method, pathname, { body, headers });
    if (answer.status >= 300) throw new Error(`${method} ${pathname}: ${answer.status} ${answer.body}`);
    return JSON.parse(answer.body) as T;
  };
}
