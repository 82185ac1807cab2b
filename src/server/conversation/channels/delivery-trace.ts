import type { AppDeps } from '../../platform/deps';
import { recordTrace, tracingEnabled } from '../../platform/tracing/tracing';
import type { ChannelConfigRow, ChannelMessageRow } from './queries';

/** How a delivery attempt ended: sent, failed for good, or failed and to be retried. */
export type DeliveryOutcome = 'sent' | 'failed' | 'retry';

/** One attempt at sending a reply through a messaging channel, as a span. */
export function traceDelivery(
  deps: AppDeps,
  d: { config: Pick<ChannelConfigRow, 'id' | 'channel' | 'agentId'>; message: Pick<ChannelMessageRow, 'id'>; attempt: number; startedAt: number; outcome: DeliveryOutcome; error?: string },
): void {
  if (!tracingEnabled(deps)) return;
  recordTrace(deps, {
    name: `channel.deliver ${d.config.channel}`,
    start: d.startedAt,
    end: Date.now(),
    error: d.outcome === 'sent' ? null : (d.error ?? d.outcome),
    attributes: {
      'agentforge.channel': d.config.channel,
      'agentforge.channel.config_id': d.config.id,
      'agentforge.channel.message_id': d.message.id,
      'agentforge.delivery.outcome': d.outcome,
      'agentforge.delivery.attempt': d.attempt,
      'gen_ai.agent.id': d.config.agentId,
    },
  });
}
