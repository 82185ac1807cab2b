import { z } from 'zod';
import { channelViewBase, keptSecret } from './shared';

/** The WhatsApp Cloud API (a Meta app). */
export const whatsappChannelView = z.object({
  phoneNumberId: z.string().nullable(),
  accessTokenHint: z.string().nullable(),
  appSecretSet: z.boolean(),
  verifyTokenSet: z.boolean(),
  ...channelViewBase,
});
export type WhatsappChannelView = z.infer<typeof whatsappChannelView>;

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

/** The WhatsApp Cloud API accepts text bodies of at most 4,096 characters. */
export const WHATSAPP_MAX_CHARS = 4096;
