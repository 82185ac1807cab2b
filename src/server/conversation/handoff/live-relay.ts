import type { PoolClient, Pool } from 'pg';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { AppDeps } from '../../platform/deps';

/**
 * Live events between processes through PostgreSQL NOTIFY / LISTEN: a change made by any web
 * process or worker reaches the streams open on every web process. A process listens (one
 * dedicated connection) only while it has streams open.
 */
const CHANNEL = 'agentforge_live';
/** NOTIFY payloads must stay under 8,000 bytes */
const MAX_PAYLOAD = 7_900;
const RECONNECT_MS = 1_000;

export interface LiveMessage {
  topic: string;
  event: Record<string, unknown>;
}

export async function notifyLive(deps: AppDeps, message: LiveMessage): Promise<void> {
  let payload = JSON.stringify(message);
  // a long reply travels without its text; the listener reads it back by id
  if (Buffer.byteLength(payload) > MAX_PAYLOAD) payload = JSON.stringify({ ...message, event: { ...message.event, text: null } });
  await queryRows(deps.db, sql`select pg_notify(${CHANNEL}, ${payload})`);
}

export interface LiveListener {
  stop: () => Promise<void>;
}

/** Listens for every process's live events and hands each to `onMessage`; reconnects when the connection drops. */
export function listenLive(deps: AppDeps, onMessage: (message: LiveMessage) => void): LiveListener {
  const pool = (deps.db as unknown as { $client: Pool }).$client;
  let client: PoolClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  // a dropped connection can both fail its pending query and emit 'error': it is handled once
  const released = new WeakSet<PoolClient>();
  const connect = async () => {
    let next: PoolClient | null = null;
    try {
      next = await pool.connect();
      if (stopped) return next.release();
      client = next;
      next.on('notification', (n) => {
        if (n.channel !== CHANNEL || !n.payload) return;
        try {
          onMessage(JSON.parse(n.payload) as LiveMessage);
        } catch {
          // not ours
        }
      });
      const mine = next;
      next.on('error', () => reconnect(mine));
      await next.query(`listen ${CHANNEL}`);
    } catch {
      reconnect(next);
    }
  };
  const reconnect = (broken: PoolClient | null) => {
    if (broken) {
      if (released.has(broken)) return;
      released.add(broken);
      broken.removeAllListeners('notification');
      broken.release(true);
      if (broken !== client) return;
    }
    client = null;
    if (!stopped && !retry) retry = setTimeout(() => ((retry = null), void connect()), RECONNECT_MS);
  };
  void connect();
  return {
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      if (current && !released.has(current)) {
        released.add(current);
        current.removeAllListeners('notification');
        await current.query(`unlisten ${CHANNEL}`).catch(() => undefined);
        current.release();
      }
    },
  };
}
