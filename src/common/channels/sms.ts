import { z } from 'zod';
import { channelViewBase, keptSecret } from './shared';

/** SMS through Twilio's Messages API. */
export const smsChannelView = z.object({
  accountSid: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** masked, e.g. '…a1b2'; null when none is stored */
  authTokenHint: z.string().nullable(),
  ...channelViewBase,
});
export type SmsChannelView = z.infer<typeof smsChannelView>;

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

/** Twilio accepts a message body of at most 1,600 characters; longer replies are sent as several. */
export const SMS_MAX_CHARS = 1600;
