import type { AppDeps } from '../../platform/deps';
import { badGateway } from '../../platform/errors';
import { senderOfSession } from '../chat/index';
import { findChannelConfig } from './queries';
import { deliverReply } from './reply-job';
import { ChannelSendError } from './send-error';

/** A person's reply on an SMS or WhatsApp conversation, sent through the provider at once; 502 with its reason when it refuses. */
export async function sendOperatorReply(deps: AppDeps, agentId: string, channel: 'sms' | 'whatsapp', sessionId: string, text: string): Promise<void> {
  const config = await findChannelConfig(deps.db, agentId, channel);
  const to = senderOfSession(channel, sessionId);
  if (!config || !to) throw badGateway(`The ${channel === 'sms' ? 'SMS' : 'WhatsApp'} channel of this agent is no longer connected: the reply was not sent.`);
  try {
    await deliverReply(deps, config, to, text);
  } catch (err) {
    if (err instanceof ChannelSendError) throw badGateway(`${err.message} The reply was not sent.`);
    throw err;
  }
}
