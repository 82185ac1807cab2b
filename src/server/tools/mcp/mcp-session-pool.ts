import { createHash } from 'node:crypto';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { openMcpClient, readable, type McpTarget } from './mcp-connection';
import { mcpHttpStatus } from './mcp-client-sdk';

/** An idle session is closed after this long (a server may forget it sooner: see sessionExpired). */
export const MCP_SESSION_IDLE_MS = 60_000;
/** open sessions per process; beyond it the least recently used idle one is closed */
const MAX_SESSIONS = 32;

interface Session {
  client: Promise<Client>;
  inUse: number;
  lastUsed: number;
  retired: boolean;
  idleTimer?: NodeJS.Timeout;
}

/**
 * Open MCP sessions by server address, headers and limits, so that a tool call costs one request
 * instead of three (initialize, initialized, the call) and the server keeps its session state.
 * Keyed by a hash: the opened header values never sit in a key.
 */
const sessions = new Map<string, Session>();

function keyOf(target: McpTarget): string {
  return createHash('sha256').update(JSON.stringify([target.url, target.headers, target.access, target.timeoutMs])).digest('hex');
}

function closeWhenFree(session: Session): void {
  session.retired = true;
  if (session.inUse > 0) return;
  clearTimeout(session.idleTimer);
  void session.client.then((client) => client.close()).catch(() => undefined);
}

function retire(key: string, session: Session): void {
  if (sessions.get(key) === session) sessions.delete(key);
  closeWhenFree(session);
}

function evictIdle(): void {
  if (sessions.size < MAX_SESSIONS) return;
  const idle = [...sessions.entries()].filter(([, s]) => s.inUse === 0).sort((a, b) => a[1].lastUsed - b[1].lastUsed);
  for (const [key, session] of idle.slice(0, sessions.size - MAX_SESSIONS + 1)) retire(key, session);
}

function checkout(key: string, target: McpTarget): Session {
  let session = sessions.get(key);
  if (!session) {
    evictIdle();
    session = { client: openMcpClient(target), inUse: 0, lastUsed: Date.now(), retired: false };
    sessions.set(key, session);
  }
  clearTimeout(session.idleTimer);
  session.inUse += 1;
  return session;
}

function release(key: string, session: Session): void {
  session.inUse -= 1;
  session.lastUsed = Date.now();
  if (session.retired) return closeWhenFree(session);
  if (session.inUse === 0) {
    session.idleTimer = setTimeout(() => retire(key, session), MCP_SESSION_IDLE_MS);
    session.idleTimer.unref();
  }
}

/** The protocol's answer to a session the server no longer knows: start a new one (nothing ran). */
function sessionExpired(err: unknown): boolean {
  return mcpHttpStatus(err) === 404;
}

/**
 * Runs `work` on an open session with the server, opening one when there is none. A session the
 * server has forgotten is replaced and `work` tried once more; any other failure closes the session
 * (the next call opens a fresh one) and becomes an McpServerError.
 */
export async function withMcpSession<T>(target: McpTarget, work: (client: Client) => Promise<T>): Promise<T> {
  const key = keyOf(target);
  for (let attempt = 0; ; attempt += 1) {
    const session = checkout(key, target);
    try {
      const result = await work(await session.client);
      release(key, session);
      return result;
    } catch (err) {
      release(key, session);
      retire(key, session);
      if (attempt === 0 && sessionExpired(err)) continue;
      throw readable(err, target.url);
    }
  }
}

/** Closes every open session (the process is stopping, or a test wants a clean slate). */
export function closeMcpSessions(): void {
  for (const [key, session] of sessions) retire(key, session);
}
