import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps';
import { writeHeartbeat } from './queries';

export const HEARTBEAT_INTERVAL_MS = 15_000;

/** Every worker loop says it is alive every 15 s; GET /api/ready checks that one did within the last minute. */
export function startHeartbeat(deps: AppDeps, log: FastifyBaseLogger): { stop: () => Promise<void> } {
  const workerId = randomUUID();
  let last: Promise<void> = Promise.resolve();
  const beat = () => {
    last = writeHeartbeat(deps.db, workerId, deps.clock()).catch((err: unknown) => log.warn({ err }, 'worker heartbeat failed'));
  };
  const timer = setInterval(beat, HEARTBEAT_INTERVAL_MS);
  timer.unref();
  beat();
  return {
    stop: async () => {
      clearInterval(timer);
      await last;
    },
  };
}
