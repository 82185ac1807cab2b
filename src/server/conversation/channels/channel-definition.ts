import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ChannelCheckResult, MessagingChannel } from '../../../common/channels';
import type { AppDeps } from '../../platform/deps';
import type { ChannelConfigRow, ChannelMessageRow } from './queries';

/** A channel's secrets: one sealed JSON object of strings per config. */
export type ChannelSecrets = Record<string, string | undefined>;

/** What a channel stores when the owner saves its settings. */
export interface PreparedChannel {
  /** what inbound messages are routed by (a phone number, a bot id, a page id): one agent per key */
  routeKey: string;
  /** how the route key is named in a conflict ("The number +1555…") */
  routeLabel: string;
  /** what is not secret */
  settings: Record<string, unknown>;
  secrets: ChannelSecrets;
  /** the stored token's last characters, shown masked */
  secretHint: string;
  /** sha256 of a verify token, for handshakes that name only the token (Meta's) */
  verifyHash?: string | null;
}

/** A config with its secrets opened, as a channel's hooks receive it. */
export interface OpenChannel {
  config: ChannelConfigRow;
  secrets: ChannelSecrets;
}

/**
 * One messaging channel: its settings, its webhooks and its transport. Every channel lives in
 * its own folder (`<channel>/<channel>-channel.ts` for this definition, its transport beside it)
 * and is listed once in `registry.ts`; the rest of the feature (storage, durable replies, the
 * Inbox, Analytics) is shared and knows no channel by name.
 */
export interface ChannelDefinition<Body = unknown, View = unknown> {
  kind: MessagingChannel;
  /** the provider's product name in messages ("SMS", "WhatsApp") */
  label: string;
  /** PUT /api/agents/{id}/channels/{kind} */
  saveBody: z.ZodType<Body>;
  view: z.ZodType<View>;
  /** the body checked against what is stored (an empty secret keeps the stored one; 400 naming the field) */
  prepare(deps: AppDeps, body: Body, stored: ChannelSecrets, context: { agentId: string; origin: string }): Promise<PreparedChannel> | PreparedChannel;
  /** the view of a stored config (or of none); `base` holds the state, configured flag and webhook URL */
  toView(row: ChannelConfigRow | undefined, secrets: ChannelSecrets, base: { webhookUrl: string | null; configured: boolean; status: unknown }): View;
  /** a config can answer: every setting and secret it needs is stored */
  isConfigured(row: ChannelConfigRow, secrets: ChannelSecrets): boolean;
  /** false for channels that poll instead of receiving webhooks (e-mail) */
  hasWebhook: boolean;
  /** registers the provider's webhooks under /webhook/{kind} (raw bodies; outside the session guard) */
  webhooks(app: FastifyInstance, deps: AppDeps): void;
  /** sends `text` (the agent's Markdown) to `to`, formatted and split to the provider's limits; throws ChannelSendError */
  deliver(deps: AppDeps, channel: OpenChannel, to: string, text: string, inReplyTo: ChannelMessageRow | null): Promise<void>;
  /** after a save: tell the provider (a webhook registration); a ChannelSendError is shown to the owner and nothing is stored */
  connect?(deps: AppDeps, channel: OpenChannel, origin: string): Promise<void>;
  /** before a disconnect: undo `connect` at the provider (failures are recorded, never block the disconnect) */
  disconnect?(deps: AppDeps, channel: OpenChannel): Promise<void>;
  /** while the agent works on a message (Telegram's typing action); failures are ignored */
  typing?(deps: AppDeps, channel: OpenChannel, message: ChannelMessageRow): Promise<void>;
  /** the display name of the person `meta.visitorId` names (Slack's users.info), stored on the conversation for the Inbox; null when unknown */
  visitorName?(deps: AppDeps, channel: OpenChannel, visitorId: string): Promise<string | null>;
  /** "Send a test message": asks the provider with the stored settings (and sends to `to` when given) */
  check?(deps: AppDeps, channel: OpenChannel, to: string | undefined): Promise<ChannelCheckResult>;
  /**
   * For channels that fetch their messages (an IMAP mailbox): run by the worker every `everyMs`,
   * one poll at a time per config. `run` receives the cursor its last poll returned (null at
   * first) and answers the next one; a ChannelSendError becomes the channel's last error.
   */
  poll?: { everyMs(deps: AppDeps): number; run(deps: AppDeps, channel: OpenChannel, cursor: unknown): Promise<unknown> };
}
