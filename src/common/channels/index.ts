import { z } from 'zod';
import { emailChannelView } from './email';
import { slackChannelView } from './slack';
import { instagramChannelView } from './instagram';
import { messengerChannelView } from './messenger';
import { smsChannelView } from './sms';
import { telegramChannelView } from './telegram';
import { whatsappChannelView } from './whatsapp';

/**
 * Deployments > Channels: the messaging channels, one file each beside this one. Adding a channel
 * adds its file and its line in the two lists below. Secrets never leave the server.
 */
export const MESSAGING_CHANNELS = ['sms', 'whatsapp', 'telegram', 'messenger', 'instagram', 'slack', 'email'] as const;
export const messagingChannel = z.enum(MESSAGING_CHANNELS);
export type MessagingChannel = z.infer<typeof messagingChannel>;
export const isMessagingChannel = (value: string): value is MessagingChannel => (MESSAGING_CHANNELS as readonly string[]).includes(value);

export const channelsView = z.object({
  sms: smsChannelView,
  whatsapp: whatsappChannelView,
  telegram: telegramChannelView,
  messenger: messengerChannelView,
  instagram: instagramChannelView,
  slack: slackChannelView,
  email: emailChannelView,
});
export type ChannelsView = z.infer<typeof channelsView>;

export * from './shared';
export * from './slack';
export * from './sms';
export * from './telegram';
export * from './whatsapp';
export * from './email';
export * from './messenger';
export * from './instagram';
