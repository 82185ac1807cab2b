import { z } from 'zod';
import { instagramChannelView } from './instagram';
import { messengerChannelView } from './messenger';
import { smsChannelView } from './sms';
import { whatsappChannelView } from './whatsapp';

/**
 * Deployments > Channels: the messaging channels, one file each beside this one. Adding a channel
 * adds its file and its line in the two lists below. Secrets never leave the server.
 */
export const MESSAGING_CHANNELS = ['sms', 'whatsapp', 'messenger', 'instagram'] as const;
export const messagingChannel = z.enum(MESSAGING_CHANNELS);
export type MessagingChannel = z.infer<typeof messagingChannel>;
export const isMessagingChannel = (value: string): value is MessagingChannel => (MESSAGING_CHANNELS as readonly string[]).includes(value);

export const channelsView = z.object({ sms: smsChannelView, whatsapp: whatsappChannelView, messenger: messengerChannelView, instagram: instagramChannelView });
export type ChannelsView = z.infer<typeof channelsView>;

export * from './shared';
export * from './sms';
export * from './whatsapp';
export * from './messenger';
export * from './instagram';
