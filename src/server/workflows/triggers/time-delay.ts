import type { TriggerNodeConfig } from '../../../common/workflows';

/**
 * time_delay: the trigger fires `delay` minutes after its triggering event, which is a
 * conversation's end (Finalizar, the end tool or the idle timeout), the same event as
 * conversation_end. The delay counts from the moment the conversation ended, not from when the
 * worker got to the event, so a retried or late job still fires on time. The wait itself is
 * durable: the execution is started at once and the engine queues its first nodes with a
 * future run_at, so a restart during the delay changes nothing.
 */
const MINUTE_MS = 60_000;

/** How much later than `now` the first nodes run: 0 for every other trigger type, never negative. */
export function startDelayMs(config: TriggerNodeConfig, occurredAt: Date, now: Date): number {
  if (config.type !== 'time_delay') return 0;
  return Math.max(0, occurredAt.getTime() + config.delay * MINUTE_MS - now.getTime());
}
