import { z } from 'zod';
import { channelViewBase, keptSecret } from './shared';

/** Instagram Direct through a Meta app's Instagram subscription and the Send API. */
export const instagramChannelView = z.object({
  accountId: z.string().nullable(),
  accessTokenHint: z.string().nullable(),
  appSecretSet: z.boolean(),
  verifyTokenSet: z.boolean(),
  ...channelViewBase,
});
export type InstagramChannelView = z.infer<typeof instagramChannelView>;

export const saveInstagramBody = z.object({
  /** the Instagram professional account that answers (one agent per account) */
  accountId: z
    .string()
    .trim()
    .regex(/^[0-9]{5,32}$/, { error: 'Enter the Instagram account ID from the Meta app (digits only)' }),
  accessToken: keptSecret(1000),
  appSecret: keptSecret(200),
  /** the token you type in the Meta app's webhook settings; 8 to 200 characters */
  verifyToken: z.string().trim().min(8).max(200).optional().or(z.literal('')),
});
export type SaveInstagramBody = z.input<typeof saveInstagramBody>;

/** Instagram accepts text messages of at most 1,000 characters. */
export const INSTAGRAM_MAX_CHARS = 1000;
