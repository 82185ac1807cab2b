import type { AppDeps } from '../../platform/deps';
import { badGateway } from '../../platform/errors';
import { findChannelConfig } from './queries';
import { deliverReply } from './reply-job';
import { ChannelSendError } from './send-error';

/** The visitor's number in a messaging session id: 'sms:+34600111222' or 'sms:+34600111222#1700000000000'. */
export function senderOfSession(channel: string, sessionId: string): string | null {
  const prefix = `${channel}:`;
  return sessionId.startsWith(prefix) ? (sessionId.slice(prefix.length).split('#')[0] ?? null) : null;
}

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
