import { z } from 'zod';
import { channelViewBase, keptSecret } from './shared';

/** A Telegram bot (the Bot API). */
export const telegramChannelView = z.object({
  /** the bot's @username, as getMe answered on the last save */
  botUsername: z.string().nullable(),
  botId: z.string().nullable(),
  /** masked, e.g. '…a1b2'; null when none is stored */
  botTokenHint: z.string().nullable(),
  /** group and supergroup messages that mention the bot (or reply to it) are answered too */
  allowGroups: z.boolean(),
  ...channelViewBase,
});
export type TelegramChannelView = z.infer<typeof telegramChannelView>;

export const saveTelegramBody = z.object({
  /** from @BotFather, like 123456789:AAE…; omitted or '' keeps the stored one */
  botToken: keptSecret(200).refine((token) => !token || /^[0-9]{1,20}:[A-Za-z0-9_-]{20,120}$/.test(token), {
    error: 'Enter the bot token from @BotFather, like 123456789:AAE…',
  }),
  allowGroups: z.boolean().default(false),
});
export type SaveTelegramBody = z.input<typeof saveTelegramBody>;

/** The Bot API takes messages of 1 to 4,096 characters (after entity parsing); longer replies are sent as several. */
export const TELEGRAM_MAX_CHARS = 4096;
