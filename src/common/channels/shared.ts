import { z } from 'zod';

/** A messaging channel's real state: configured or not, the last message answered, the last error. */
export const channelStatus = z.object({
  state: z.enum(['not_configured', 'connected', 'error']),
  lastMessageAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
});
export type ChannelStatus = z.infer<typeof channelStatus>;

/** What every messaging channel's view holds beside its own settings. */
export const channelViewBase = {
  /** where the provider posts inbound messages ({origin}/webhook/{channel}); null for a channel that needs none */
  webhookUrl: z.string().nullable(),
  configured: z.boolean(),
  status: channelStatus,
};

/** omitted or '' keeps the stored secret */
export const keptSecret = (max: number) => z.string().trim().max(max).optional();

/** POST /api/agents/{id}/channels/{channel}/check: the provider was asked with the stored settings. */
export const channelCheckBody = z.object({
  /** where a test message goes, when the channel sends one (a phone number, a chat id, an address) */
  to: z.string().trim().max(320).optional(),
});
export type ChannelCheckBody = z.input<typeof channelCheckBody>;
/** What a test found, for the web to say in the user's language (`deployments:checkResults.<code>` with `params`). */
export const CHANNEL_CHECK_CODES = [
  'refused',
  'telegramBot',
  'telegramChatId',
  'telegramSent',
  'metaAccount',
  'metaRecipient',
  'metaSent',
  'slackWorkspace',
  'slackSent',
  'emailSignedIn',
  'emailSent',
] as const;
export type ChannelCheckCode = (typeof CHANNEL_CHECK_CODES)[number];
export const channelCheckResult = z.object({
  ok: z.boolean(),
  code: z.enum(CHANNEL_CHECK_CODES),
  /** the values the message names (a bot, a workspace, a recipient; `reason`: the provider's own words) */
  params: z.record(z.string(), z.string()),
  /** the same in English, for API callers */
  detail: z.string(),
});
export type ChannelCheckResult = z.infer<typeof channelCheckResult>;
