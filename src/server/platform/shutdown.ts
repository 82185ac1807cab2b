import type { FastifyInstance } from 'fastify';

export interface ShutdownParts {
  app: FastifyInstance;
  /** the background worker, when this process runs it */
  worker: { stop: () => Promise<void> } | null;
  database: { close: () => Promise<void> };
  /** past this, remaining connections are cut and the process exits 1 */
  timeoutMs: number;
}

// Ctrl-C in a terminal and systemd's stop signal every process of the group, and npm passes the
// signal on once more: the copies arrive within milliseconds. They are one stop, not a "force".
const SIGNAL_BURST_MS = 1000;

// Node's server.close() closes the keep-alive connections idle at that moment only; one whose
// response ends later stays open until Fastify's keep-alive timeout (72 s), and so does close().
const IDLE_SWEEP_MS = 50;

/**
 * Stops the web process on SIGTERM or SIGINT: no new connections, idle keep-alive connections
 * closed at once and busy ones as soon as their response ends, turns in progress finished (each
 * stores its run before it answers), the worker stopped, then the database closed. A later,
 * separate signal (more than SIGNAL_BURST_MS after the first), or the deadline, cuts what is left
 * and exits 1.
 */
export function exitGracefullyOnSignals(parts: ShutdownParts): void {
  const { app } = parts;
  let stoppingSince: number | null = null;
  const forceExit = (reason: string) => {
    app.log.error(reason);
    app.server.closeAllConnections();
    process.exit(1);
  };
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stoppingSince !== null) {
      if (Date.now() - stoppingSince < SIGNAL_BURST_MS) return;
      return forceExit(`${signal} again: closing the remaining connections and exiting now`);
    }
    stoppingSince = Date.now();
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(
      () => forceExit(`shutdown did not finish within ${parts.timeoutMs / 1000} s: closing the remaining connections and exiting`),
      parts.timeoutMs,
    );
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    try {
      await Promise.all([closeHttp(app, parts.timeoutMs), parts.worker?.stop()]);
      clearInterval(sweep);
      await parts.database.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
    clearTimeout(deadline);
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));
}

async function closeHttp(app: FastifyInstance, timeoutMs: number): Promise<void> {
  await app.close();
  // A turn whose client hung up has no connection left to wait for, yet still runs to the end and
  // stores its run: the database must stay open until it is done.
  await app.inFlight.drained(timeoutMs);
}
