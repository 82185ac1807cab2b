import { z } from 'zod';
import { channelViewBase, keptSecret } from './shared';

/** A Slack app (Events API in, chat.postMessage out), installed in one workspace. */
export const slackChannelView = z.object({
  /** the app's id (Basic Information > App ID): what Slack's events are routed by */
  appId: z.string().nullable(),
  /** masked bot token, e.g. '…a1b2'; null when none is stored */
  botTokenHint: z.string().nullable(),
  signingSecretSet: z.boolean(),
  ...channelViewBase,
});
export type SlackChannelView = z.infer<typeof slackChannelView>;

export const saveSlackBody = z.object({
  appId: z
    .string()
    .trim()
    .regex(/^A[A-Z0-9]{6,20}$/, { error: 'Enter the App ID from Basic Information: an A followed by capital letters and digits' }),
  /** the Bot User OAuth Token (xoxb-…) */
  botToken: keptSecret(300).refine((v) => !v || /^xoxb-[A-Za-z0-9-]+$/.test(v), { error: 'Enter the Bot User OAuth Token: it starts with xoxb-' }),
  signingSecret: keptSecret(200).refine((v) => !v || /^[0-9a-f]{16,128}$/i.test(v), { error: 'Enter the Signing Secret from Basic Information (hexadecimal)' }),
});
export type SaveSlackBody = z.input<typeof saveSlackBody>;

/** Slack truncates longer texts and recommends at most 4,000 characters per message. */
export const SLACK_MAX_CHARS = 4000;
