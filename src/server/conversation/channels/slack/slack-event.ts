import { z } from 'zod';
import type { InboundMessage } from '../queries';

const ID = /^[A-Z0-9]{2,32}$/;
const TS = /^[0-9]{1,12}\.[0-9]{1,8}$/;
const MAX_TEXT = 5000;

const messageEvent = z.object({
  type: z.enum(['message', 'app_mention']),
  channel: z.string().regex(ID),
  user: z.string().regex(ID),
  ts: z.string().regex(TS),
  thread_ts: z.string().regex(TS).optional(),
  text: z.string().optional(),
  channel_type: z.string().optional(),
  subtype: z.string().optional(),
  bot_id: z.string().optional(),
  app_id: z.string().optional(),
  files: z.array(z.unknown()).optional(),
});

/** What a Slack message holds as the person wrote it: links as their text, entities decoded, the bot's mention removed. */
export function slackTextToPlain(text: string, botUserId: string | null): string {
  return text
    .replace(/<@([A-Z0-9]+)(\|[^>]*)?>/g, (whole, id: string) => (id === botUserId ? '' : whole))
    .replace(/<((?:https?|mailto):[^|>]+)\|([^>]+)>/g, '$2 ($1)')
    .replace(/<((?:https?|mailto):[^>]+)>/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** The conversation a message belongs to: a DM is one per person (its IM channel); a channel thread is one per thread. */
export const slackSender = (channel: string, threadTs: string, isDirect: boolean) => (isDirect ? channel : `${channel}:${threadTs}`);

/** Where a reply goes: the channel, and the thread (from the sender of a channel thread, else the message answered). */
export function slackReplyTarget(to: string, inReplyToMeta: unknown): { channel: string; threadTs: string | null } {
  const [channel, threadTs] = to.split(':');
  const metaThread = (inReplyToMeta as { threadTs?: unknown } | null)?.threadTs;
  return { channel: channel ?? to, threadTs: threadTs ?? (typeof metaThread === 'string' ? metaThread : null) };
}

/** What a Slack config stores beside the app id: the workspace auth.test named when it was saved (absent on configs saved before) */
export type SlackSettings = { teamId?: string };

/**
 * The event happened in the connected workspace, or that workspace's installation sees it
 * (`team_id`, `authorizations[].team_id` in the Events API envelope). A config saved before the
 * workspace was recorded accepts every workspace, as it did.
 */
export function fromConnectedWorkspace(settings: unknown, envelope: { team_id: string; authorizations?: { team_id?: string | null }[] }): boolean {
  const teamId = (settings as SlackSettings | null)?.teamId;
  if (!teamId) return true;
  return envelope.team_id === teamId || (envelope.authorizations ?? []).some((a) => a.team_id === teamId);
}

type Accepted = Pick<InboundMessage, 'providerMessageId' | 'sender' | 'kind' | 'body' | 'meta'>;

/**
 * The message an event asks the agent to answer, or null: direct messages (`message` in an IM,
 * without a subtype: no edits, joins or bot posts) and mentions (`app_mention`); never a bot's
 * message, the app's own above all. A mention in a channel the app also reads arrives as two
 * events: both name the same channel and ts, the key the message is stored (and answered) once by.
 */
export function slackInbound(event: unknown, context: { appId: string; botUserId: string | null }): Accepted | null {
  const parsed = messageEvent.safeParse(event);
  if (!parsed.success) return null;
  const e = parsed.data;
  if (e.subtype || e.bot_id || e.app_id === context.appId || (context.botUserId && e.user === context.botUserId)) return null;
  if (e.type === 'message' && e.channel_type !== 'im') return null;
  // IM channel ids start with D; app_mention events carry no channel_type
  const isDirect = e.channel_type === 'im' || e.channel.startsWith('D');
  const threadTs = e.thread_ts ?? e.ts;
  const text = slackTextToPlain(e.text ?? '', context.botUserId).slice(0, MAX_TEXT);
  return {
    providerMessageId: `${e.channel}:${e.ts}`,
    sender: slackSender(e.channel, threadTs, isDirect),
    kind: text ? 'text' : 'unsupported',
    body: text || null,
    meta: { threadTs, visitorId: e.user },
  };
}
