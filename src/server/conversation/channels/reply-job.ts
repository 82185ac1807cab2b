import type { MessagingChannel } from '../../../common/channels';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { JobHandler } from '../../platform/jobs/job-runner';
import { activeAgentLanguage, chatOnChannel } from '../chat/index';
import { channelReply } from './channel-replies';
import { traceDelivery } from './delivery-trace';
import type { OpenChannel } from './channel-definition';
import { attachRun, markReplied, recordChannelError, storedRunOutput, type ChannelMessageRow } from './queries';
import { channelDefinition } from './registry';
import { readChannelMessage } from './message-reads';
import { openedChannel } from './route-cache';
import { ChannelSendError } from './send-error';
import { recordUndeliveredReply } from './undelivered-reply';

const NO_ACTIVE_VERSION = 'A message arrived, but this agent has no active version to answer it. Publish a version, or mark one active in Deployments > Versions.';

/** unhealthy: a reply went out, but it says the agent failed (the error recorded stays the channel's state) */
type Reply = { text: string; healthy: boolean };

/** The reply to send, running the turn unless an earlier attempt stored it; null when nothing is to be sent. */
async function replyText(deps: AppDeps, open: OpenChannel, message: ChannelMessageRow): Promise<Reply | null> {
  const { config } = open;
  const channel = config.channel as MessagingChannel;
  if (message.runId) {
    const stored = await storedRunOutput(deps.db, message.runId);
    if (!stored) return null;
    return stored.status === 'error' || !stored.output
      ? { text: channelReply('failure', await activeAgentLanguage(deps, config.agentId)), healthy: false }
      : { text: stored.output, healthy: true };
  }
  if (message.kind !== 'text' || !message.body) {
    const language = await activeAgentLanguage(deps, config.agentId);
    if (language === null) {
      await recordChannelError(deps.db, config.id, NO_ACTIVE_VERSION, deps.clock());
      return null;
    }
    return { text: channelReply('unsupported', language), healthy: true };
  }
  const { typing, visitorName } = channelDefinition(config.channel);
  // shown while the agent works; a provider that refuses it changes nothing
  if (typing) void typing(deps, open, message).catch(() => undefined);
  // the person behind a shared address (a Slack thread), and their name for the Inbox (never blocks the reply)
  const visitorId = (message.meta as { visitorId?: unknown } | null)?.visitorId;
  const visitor = typeof visitorId === 'string' ? visitorId : undefined;
  const name = visitor && visitorName ? await visitorName(deps, open, visitor).catch(() => null) : null;
  let served: Awaited<ReturnType<typeof chatOnChannel>>;
  try {
    served = await chatOnChannel(deps, { agentId: config.agentId, channel, sender: message.sender, message: message.body, visitor, userData: name ? { name } : undefined });
  } catch (err) {
    // over a per-minute limit: the visitor is not answered (as a web visitor would get a 429)
    if (err instanceof AppError && err.statusCode === 429) return null;
    if (err instanceof AppError && err.statusCode < 500) {
      await recordChannelError(deps.db, config.id, err.message, deps.clock());
      return null;
    }
    throw err;
  }
  if (!served) {
    await recordChannelError(deps.db, config.id, NO_ACTIVE_VERSION, deps.clock());
    return null;
  }
  const { turn, language } = served;
  // a person answers this conversation: they read the message in the Inbox and reply from there
  if (turn.runId === null) return null;
  await attachRun(deps.db, message.id, turn.runId);
  if (turn.status === 'error') {
    await recordChannelError(deps.db, config.id, `The model could not answer: ${turn.error ?? 'unknown error'}`, deps.clock());
    return { text: channelReply('failure', language), healthy: false };
  }
  return { text: turn.message, healthy: true };
}

/**
 * Answers one inbound message. Idempotent: the run is stored once (a retry sends the stored
 * answer), and a message marked replied is never sent again.
 */
export function channelReplyHandler(deps: AppDeps): JobHandler {
  return {
    run: async (job) => {
      const messageId = typeof job.payload.messageId === 'string' ? job.payload.messageId : null;
      const message = messageId ? await readChannelMessage(deps, messageId) : null;
      if (!message || message.repliedAt) return;
      // disconnected since: nobody to answer through
      const open = await openedChannel(deps, message.configId);
      if (!open) return;
      const { config } = open;
      const reply = await replyText(deps, open, message);
      let sent = false;
      if (reply !== null) {
        const startedAt = Date.now();
        try {
          await channelDefinition(config.channel).deliver(deps, open, message.sender, reply.text, message);
          sent = reply.healthy;
          traceDelivery(deps, { config, message, attempt: job.attempts, startedAt, outcome: 'sent' });
        } catch (err) {
          const retry = err instanceof ChannelSendError ? err.retryable : true;
          traceDelivery(deps, { config, message, attempt: job.attempts, startedAt, outcome: retry ? 'retry' : 'failed', error: err instanceof Error ? err.message : String(err) });
          if (!(err instanceof ChannelSendError)) throw err;
          await recordChannelError(deps.db, config.id, err.message, deps.clock());
          if (err.retryable) throw err;
          await recordUndeliveredReply(deps.db, message.id, err.message);
        }
      }
      await markReplied(deps.db, message.id, deps.clock(), sent);
    },
    onFailed: async (job, errorMessage) => {
      const message = typeof job.payload.messageId === 'string' ? await readChannelMessage(deps, job.payload.messageId) : null;
      if (!message) return;
      const reason = `No reply was sent after ${job.attempts} attempts: ${errorMessage}`;
      await recordChannelError(deps.db, message.configId, reason, deps.clock());
      // the answer itself shows as not sent in the Inbox and Conversations, as a refusal does
      await recordUndeliveredReply(deps.db, message.id, reason);
    },
  };
}
