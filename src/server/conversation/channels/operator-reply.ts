import { isMessagingChannel } from '../../../common/channels';
import type { AppDeps } from '../../platform/deps';
import { badGateway } from '../../platform/errors';
import { senderOfSession } from '../chat/index';
import { findChannelConfig, latestMessageFrom } from './queries';
import { channelDefinition } from './registry';
import { openSecrets } from './secrets';
import { ChannelSendError } from './send-error';

/** A person's reply on a messaging channel's conversation, sent through the provider at once; 502 with its reason when it refuses. */
export async function sendOperatorReply(deps: AppDeps, agentId: string, channel: string, sessionId: string, text: string): Promise<void> {
  if (!isMessagingChannel(channel)) return;
  const config = await findChannelConfig(deps.db, agentId, channel);
  const to = senderOfSession(channel, sessionId);
  if (!config || !to) throw badGateway(`The ${channelDefinition(channel).label} channel of this agent is no longer connected: the reply was not sent.`);
  try {
    // threaded channels (e-mail, Slack) answer in the thread of the visitor's last message
    const open = { config, secrets: openSecrets(deps, config.secretsEnc) };
    await channelDefinition(channel).deliver(deps, open, to, text, await latestMessageFrom(deps.db, config.id, to));
  } catch (err) {
    if (err instanceof ChannelSendError) throw badGateway(`${err.message} The reply was not sent.`);
    throw err;
  }
}
