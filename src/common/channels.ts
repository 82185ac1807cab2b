import { z } from 'zod';

/** Deployments > Channels: SMS through Twilio and the WhatsApp Cloud API. Secrets never leave the server. */
export const MESSAGING_CHANNELS = ['sms', 'whatsapp'] as const;
export const messagingChannel = z.enum(MESSAGING_CHANNELS);
export type MessagingChannel = z.infer<typeof messagingChannel>;

/** A channel's real state: configured or not, the last message answered, the last error. */
export const channelStatus = z.object({
  state: z.enum(['not_configured', 'connected', 'error']),
  lastMessageAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
});
export type ChannelStatus = z.infer<typeof channelStatus>;

export const smsChannelView = z.object({
  accountSid: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** masked, e.g. '…a1b2'; null when none is stored */
  authTokenHint: z.string().nullable(),
  /** where Twilio posts inbound messages: {origin}/webhook/sms */
  webhookUrl: z.string(),
  configured: z.boolean(),
  status: channelStatus,
});
export type SmsChannelView = z.infer<typeof smsChannelView>;

export const whatsappChannelView = z.object({
  phoneNumberId: z.string().nullable(),
  accessTokenHint: z.string().nullable(),
  appSecretSet: z.boolean(),
  verifyTokenSet: z.boolean(),
  /** the callback URL of the Meta app: {origin}/webhook/whatsapp */
  webhookUrl: z.string(),
  configured: z.boolean(),
  status: channelStatus,
});
export type WhatsappChannelView = z.infer<typeof whatsappChannelView>;

export const channelsView = z.object({ sms: smsChannelView, whatsapp: whatsappChannelView });
export type ChannelsView = z.infer<typeof channelsView>;

/** omitted or '' keeps the stored secret */
const keptSecret = (max: number) => z.string().trim().max(max).optional();

export const saveSmsBody = z.object({
  accountSid: z
    .string()
    .trim()
    .regex(/^AC[0-9a-fA-F]{32}$/, { error: 'Enter the Account SID from the Twilio console: AC followed by 32 hexadecimal characters' }),
  authToken: keptSecret(200),
  /** the Twilio number that receives and sends, in E.164 */
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+[1-9][0-9]{6,14}$/, { error: 'Enter the Twilio phone number in international format, like +15551234567' }),
});
export type SaveSmsBody = z.input<typeof saveSmsBody>;

export const saveWhatsappBody = z.object({
  phoneNumberId: z
    .string()
    .trim()
    .regex(/^[0-9]{5,32}$/, { error: 'Enter the phone number ID from WhatsApp > API Setup (digits only)' }),
  accessToken: keptSecret(1000),
  appSecret: keptSecret(200),
  /** the token you type in the Meta app's webhook settings; 8 to 200 characters */
  verifyToken: z.string().trim().min(8).max(200).optional().or(z.literal('')),
});
export type SaveWhatsappBody = z.input<typeof saveWhatsappBody>;

/** Twilio accepts a message body of at most 1,600 characters; longer replies are sent as several. */
export const SMS_MAX_CHARS = 1600;
/** The WhatsApp Cloud API accepts text bodies of at most 4,096 characters. */
export const WHATSAPP_MAX_CHARS = 4096;
