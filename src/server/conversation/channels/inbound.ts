import type { AppDeps } from '../../platform/deps';
import { inboundKey, insertInboundMessages, type InboundMessage } from './queries';
import { CHANNEL_REPLY_JOB, CHANNEL_REPLY_MAX_ATTEMPTS } from './job-kinds';
import { GroupWriter } from '../../platform/group-writer';
import { perApp } from '../../platform/per-app';

const writerFor = perApp(
  (deps) => new GroupWriter((batch: InboundMessage[]) => insertInboundMessages(deps.db, batch, { kind: CHANNEL_REPLY_JOB, maxAttempts: CHANNEL_REPLY_MAX_ATTEMPTS })),
);

/**
 * Accepts an inbound message for a durable reply: the webhook answers once it is stored (with
 * its reply job) and a worker runs the turn and sends the reply. A provider id seen before is
 * ignored (false).
 */
export async function acceptInbound(deps: AppDeps, message: InboundMessage): Promise<boolean> {
  const stored = await writerFor(deps).write(message);
  const fresh = stored.has(inboundKey(message.channel, message.providerMessageId));
  if (fresh) deps.jobSignal.notify();
  return fresh;
}
