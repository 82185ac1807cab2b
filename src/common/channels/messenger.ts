import { z } from 'zod';
import { channelViewBase, keptSecret } from './shared';

/** Facebook Messenger through a Meta app's Page subscription and the Send API. */
export const messengerChannelView = z.object({
  pageId: z.string().nullable(),
  accessTokenHint: z.string().nullable(),
  appSecretSet: z.boolean(),
  verifyTokenSet: z.boolean(),
  ...channelViewBase,
});
export type MessengerChannelView = z.infer<typeof messengerChannelView>;

export const saveMessengerBody = z.object({
  /** the Facebook Page that answers (one agent per page) */
  pageId: z
    .string()
    .trim()
    .regex(/^[0-9]{5,32}$/, { error: 'Enter the Page ID from the Page settings or the Meta app (digits only)' }),
  /** the Page access token */
  accessToken: keptSecret(1000),
  appSecret: keptSecret(200),
  /** the token you type in the Meta app's webhook settings; 8 to 200 characters */
  verifyToken: z.string().trim().min(8).max(200).optional().or(z.literal('')),
});
export type SaveMessengerBody = z.input<typeof saveMessengerBody>;

/** The Send API accepts text messages of at most 2,000 characters. */
export const MESSENGER_MAX_CHARS = 2000;
