import type { MessagingChannel } from '../../../common/channels/index';

/** Who wrote on a messaging channel, by the channel's own id for them. */
export interface ChannelPerson {
  channel: MessagingChannel;
  externalId: string;
  name: string | null;
}

/**
 * The person behind a channel message, or null when the address is not one person's: a Slack
 * message without its user, a Telegram group (negative chat ids; a private chat's id is the user's).
 */
export function channelPersonOf(channel: MessagingChannel, sender: string, visitor: string | undefined, userData: Record<string, unknown> | undefined): ChannelPerson | null {
  const externalId = channel === 'slack' ? visitor : sender;
  if (!externalId || externalId.length > 255) return null;
  if (channel === 'telegram' && externalId.startsWith('-')) return null;
  const name = typeof userData?.name === 'string' && userData.name.trim() ? userData.name.trim().slice(0, 200) : null;
  return { channel, externalId, name };
}
