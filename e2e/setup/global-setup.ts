import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startKnowledgeSite } from '../../tests/fixtures/knowledge-site';
import { startToolPeers } from '../support/tool-peers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port> of the waitlist-mode server (the foundation journeys own its first account) */
    baseUrl: string;
    /** a second server where every sign-up is authorized, for feature journeys */
    openBaseUrl: string;
    /** the fixture company website (tests/fixtures/knowledge-site.ts), reachable by the open server's crawler */
    knowledgeSiteOrigin: string;
    /** a webhook receiver (GET /__requests lists what it got) and a model that calls tools when told to */
    toolReceiverUrl: string;
    toolModelBaseUrl: string;
    /** where a file starts its scripted fake model (startFakeLlm({ port })): the open server may reach it */
    fakeModelPort: number;
    /** where a file starts its Telegram Bot API fake (startFakeTelegram({ port })): the open server's TELEGRAM_API_URL */
    fakeTelegramPort: number;
    /** where the e-mail journey starts its IMAP server (Dovecot) and its SMTP peer: the open server may reach them */
    mailPorts: { imap: number; smtp: number };
    /** where e2e/channel-slack starts its fake Slack Web API (the open server's SLACK_API_URL) */
    fakeSlackPort: number;
    /** META_GRAPH_URL of the open server: a file starts its Send API fake on this port (tests/fixtures/fake-meta-send.ts) */
    metaGraphUrl: string;
  }
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = path.join(repoRoot, 'dist/server/main.js');
const webDist = path.join(repoRoot, 'dist/web');
const webIndex = path.join(webDist, 'index.html');
const artifactsDir = path.join(repoRoot, 'e2e/.artifacts');
const HEALTH_TIMEOUT_MS = 30_000;

/**
 * Starts two instances of the built server for the whole run, each on a fresh embedded database
 * in a temporary DATA_DIR: `baseUrl` signs up in waitlist mode (the first account becomes the
 * admin; the foundation journeys own it), `openBaseUrl` authorizes every sign-up (feature
 * journeys create their own accounts there, in any order). Output goes to e2e/.artifacts/.
 * The web app is served from a copy of dist/web, so a build running meanwhile cannot swap the
 * assets under the tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const file of [serverEntry, webIndex]) {
    if (!existsSync(file)) {
      throw new Error(`${path.relative(repoRoot, file)} is missing: run \`npm run build\` first (\`npm run test:e2e\` builds for you).`);
    }
  }
  mkdirSync(artifactsDir, { recursive: true });
  const runDir = await mkdtemp(path.join(tmpdir(), 'agentforge-e2e-'));
  const webDir = path.join(runDir, 'web');
  cpSync(webDist, webDir, { recursive: true });
  // the public pages and the widget are found beside the web folder
  for (const folder of ['public', 'widget']) {
    const built = path.join(repoRoot, 'dist', folder);
    if (existsSync(built)) cpSync(built, path.join(runDir, folder), { recursive: true });
  }
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()));
    await rm(runDir, { recursive: true, force: true });
  };
  try {
    const waitlist = await startInstance(runDir, webDir, 'waitlist');
    stops.push(waitlist.stop);
    const site = await startKnowledgeSite({ fillerPages: 10 });
    stops.push(site.close);
    const peers = await startToolPeers();
    stops.push(peers.close);
    // model calls go through the SSRF guard too; files run one at a time, so they take turns on one port
    const fakeModelPort = await findFreePort();
    const fakeTelegramPort = await findFreePort();
    const fakeSlackPort = await findFreePort();
    const metaGraphUrl = `http://127.0.0.1:${await findFreePort()}/v21.0`;
    const mailPorts = { imap: await findFreePort(), smtp: await findFreePort() };
    const mailHosts = [`127.0.0.1:${mailPorts.imap}`, `127.0.0.1:${mailPorts.smtp}`];
    const open = await startInstance(runDir, webDir, 'open', {
      ALLOW_PRIVATE_URLS: [site.host, ...peers.hosts, `127.0.0.1:${fakeModelPort}`, ...mailHosts].join(','),
      TELEGRAM_API_URL: `http://127.0.0.1:${fakeTelegramPort}`,
      SLACK_API_URL: `http://127.0.0.1:${fakeSlackPort}/api`,
      META_GRAPH_URL: metaGraphUrl,
    });
    stops.push(open.stop);
    project.provide('metaGraphUrl', metaGraphUrl);
    project.provide('toolReceiverUrl', peers.receiverUrl);
    project.provide('toolModelBaseUrl', peers.modelBaseUrl);
    project.provide('fakeModelPort', fakeModelPort);
    project.provide('fakeTelegramPort', fakeTelegramPort);
    project.provide('mailPorts', mailPorts);
    project.provide('fakeSlackPort', fakeSlackPort);
    project.provide('knowledgeSiteOrigin', site.origin);
    project.provide('baseUrl', waitlist.baseUrl);
    project.provide('openBaseUrl', open.baseUrl);
  } catch (err) {
    await stopAll();
    throw err;
  }
  return stopAll;
}

async function startInstance(runDir: string, webDir: string, signupMode: 'waitlist' | 'open', extraEnv: Record<string, string> = {}) {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: serverEnv({ DATA_DIR: path.join(runDir, `data-${signupMode}`), WEB_DIST_DIR: webDir, PORT: String(port), SIGNUP_MODE: signupMode, ...extraEnv }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(path.join(artifactsDir, signupMode === 'waitlist' ? 'server.log' : 'server-open.log'));
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
  };
  try {
    await waitForHealth(baseUrl, server);
  } catch (err) {
    await stop();
    throw new Error(`The e2e server (${signupMode}) did not start: ${(err as Error).message}\n--- server output ---\n${output}`);
  }
  return { baseUrl, stop };
}

/** The server's environment: the embedded database always (TEST_DATABASE_URL is for integration tests). */
function serverEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key === 'DATABASE_URL' || key === 'TEST_DATABASE_URL' || key === 'WEB_DIST_DIR' || key === 'PUBLIC_URL' || key.startsWith('OIDC_')) {
      delete env[key];
    }
  }
  return { ...env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...overrides };
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
