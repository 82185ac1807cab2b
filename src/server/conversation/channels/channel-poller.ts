import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import type { ChannelDefinition } from './channel-definition';
import { listChannelConfigsOfKind, releasePollLease, takePollLease } from './poll-queries';
import { recordChannelError } from './queries';
import { channelDefinitions } from './registry';
import { openSecrets } from './secrets';
import { ChannelSendError } from './send-error';

/** a poll that outlives this (a hung server) no longer keeps other workers out */
const LEASE_MS = 5 * 60_000;

/**
 * One poll of every configured config of a polling channel, one after the other. Each config is
 * leased in the database first, so two workers never read the same mailbox at once. A provider's
 * refusal becomes the channel's last error; the cursor the poll returns is kept for the next one.
 */
export async function pollChannelOnce(deps: AppDeps, definition: ChannelDefinition, log?: FastifyBaseLogger): Promise<void> {
  const poll = definition.poll;
  if (!poll) return;
  for (const config of await listChannelConfigsOfKind(deps.db, definition.kind)) {
    const secrets = openSecrets(deps, config.secretsEnc);
    if (!definition.isConfigured(config, secrets)) continue;
    const now = deps.clock().getTime();
    const lease = await takePollLease(deps.db, config.id, now, now + LEASE_MS);
    if (!lease) continue;
    let cursor: unknown = undefined;
    try {
      cursor = await poll.run(deps, { config, secrets }, lease.cursor);
    } catch (err) {
      if (err instanceof ChannelSendError) await recordChannelError(deps.db, config.id, err.message, deps.clock());
      else log?.error({ err, channel: definition.kind, configId: config.id }, 'polling a channel failed');
    } finally {
      await releasePollLease(deps.db, config.id, cursor);
    }
  }
}

/** The worker's pollers: one per polling channel, at the interval the channel asks for, one poll at a time. */
export function startChannelPollers(deps: AppDeps, log: FastifyBaseLogger): { stop: () => Promise<void> } {
  const running: { timer: NodeJS.Timeout; current: () => Promise<void> | null }[] = [];
  for (const definition of channelDefinitions()) {
    if (!definition.poll) continue;
    let current: Promise<void> | null = null;
    const tick = () => {
      current ??= pollChannelOnce(deps, definition, log)
        .catch((err: unknown) => log.error({ err, channel: definition.kind }, 'polling a channel failed'))
        .finally(() => {
          current = null;
        });
    };
    const timer = setInterval(tick, definition.poll.everyMs(deps));
    timer.unref();
    tick();
    running.push({ timer, current: () => current });
  }
  return {
    stop: async () => {
      for (const r of running) clearInterval(r.timer);
      await Promise.all(running.map((r) => r.current()));
    },
  };
}
