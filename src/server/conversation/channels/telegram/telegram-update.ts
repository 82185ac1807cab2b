import { z } from 'zod';

// Only what is read is checked; Telegram adds fields over time.
const entity = z.object({ type: z.string(), offset: z.number().int().min(0), length: z.number().int().min(0), user: z.object({ id: z.number() }).optional() });
const message = z.object({
  message_id: z.number().int(),
  from: z.object({ id: z.number(), is_bot: z.boolean().optional() }).optional(),
  chat: z.object({ id: z.number().int(), type: z.string() }),
  text: z.string().optional(),
  entities: z.array(entity).optional(),
  reply_to_message: z.object({ from: z.object({ id: z.number() }).optional() }).optional(),
});
export const telegramUpdate = z.object({ update_id: z.number().int(), message: message.optional() });
export type TelegramMessage = z.infer<typeof message>;

export interface TelegramBotIdentity {
  id: string;
  username: string;
}

/** What the bot answers: the text addressed to it (the mention removed), or null when the message is not for it. */
export type Addressed = { kind: 'text'; text: string } | { kind: 'unsupported' } | null;

/**
 * A private chat is always for the bot; in a group or supergroup (when the owner allows groups) only
 * a message that mentions @botusername (a `mention` entity, or a `text_mention` of the bot) or
 * replies to one of the bot's messages is.
 */
export function addressedToBot(m: TelegramMessage, bot: TelegramBotIdentity, allowGroups: boolean): Addressed {
  if (m.from?.is_bot) return null;
  const text = (m.text ?? '').trim();
  if (m.chat.type === 'private') return text ? { kind: 'text', text } : { kind: 'unsupported' };
  if (!allowGroups || (m.chat.type !== 'group' && m.chat.type !== 'supergroup')) return null;
  const handle = `@${bot.username}`.toLowerCase();
  // entity offsets and lengths count UTF-16 code units, as JavaScript strings do
  const mentions = (m.entities ?? []).filter(
    (e) => (e.type === 'mention' && (m.text ?? '').slice(e.offset, e.offset + e.length).toLowerCase() === handle) || (e.type === 'text_mention' && String(e.user?.id) === bot.id),
  );
  const repliesToBot = String(m.reply_to_message?.from?.id) === bot.id;
  if (mentions.length === 0 && !repliesToBot) return null;
  const asked = removeMentions(m.text ?? '', mentions.filter((e) => e.type === 'mention')).trim();
  return asked ? { kind: 'text', text: asked } : { kind: 'unsupported' };
}

function removeMentions(text: string, mentions: { offset: number; length: number }[]): string {
  let out = text;
  for (const e of [...mentions].sort((a, b) => b.offset - a.offset)) out = out.slice(0, e.offset) + out.slice(e.offset + e.length);
  return out.replace(/\s{2,}/g, ' ');
}
