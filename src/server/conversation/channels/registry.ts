import type { MessagingChannel } from '../../../common/channels';
import type { ChannelDefinition } from './channel-definition';
import { emailChannel } from './email/email-channel';
import { slackChannel } from './slack/slack-channel';
import { instagramChannel } from './instagram/instagram-channel';
import { messengerChannel } from './messenger/messenger-channel';
import { smsChannel } from './sms/sms-channel';
import { telegramChannel } from './telegram/telegram-channel';
import { whatsappChannel } from './whatsapp/whatsapp-channel';

/** Every messaging channel, one line each: adding a channel adds its folder and its line here. */
const CHANNELS = [smsChannel, whatsappChannel, telegramChannel, messengerChannel, instagramChannel, slackChannel, emailChannel] as ChannelDefinition[];

export const channelDefinitions = (): readonly ChannelDefinition[] => CHANNELS;

export function channelDefinition(kind: MessagingChannel | string): ChannelDefinition {
  const found = CHANNELS.find((c) => c.kind === kind);
  if (!found) throw new Error(`Unknown messaging channel ${kind}`);
  return found;
}
