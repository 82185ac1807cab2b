import type { AppDeps } from '../../platform/deps';
import { insertInboundMessage, type InboundMessage } from './queries';
import { CHANNEL_REPLY_JOB, CHANNEL_REPLY_MAX_ATTEMPTS } from './job-kinds';

/**
 * Accepts an inbound message for a durable reply: the webhook answers at once and a worker runs
 * the turn and sends the reply. A provider id seen before is ignored (false).
 */
export async function acceptInbound(deps: AppDeps, message: InboundMessage): Promise<boolean> {
  const fresh = await insertInboundMessage(deps.db, message, { kind: CHANNEL_REPLY_JOB, maxAttempts: CHANNEL_REPLY_MAX_ATTEMPTS });
  if (fresh) deps.jobSignal.notify();
  return fresh;
}
