import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './platform/deps';
import { deleteExpiredSessions } from './platform/session';

const HOUSEKEEPING_MS = 60 * 60_000;

/**
 * The background worker: periodic housekeeping now; the knowledge feature adds its
 * durable job queue here.
 */
export function startWorker(deps: AppDeps, log: FastifyBaseLogger) {
  const tick = async () => {
    try {
      await deleteExpiredSessions(deps.db, deps.clock());
    } catch (err) {
      log.error({ err }, 'housekeeping failed');
    }
  };
  const timer = setInterval(() => void tick(), HOUSEKEEPING_MS);
  timer.unref();
  void tick();
  return {
    stop: async () => clearInterval(timer),
  };
}
