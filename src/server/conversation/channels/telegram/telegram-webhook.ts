import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual } from '../../../platform/crypto';
import type { AppDeps } from '../../../platform/deps';
import { acceptInbound } from '../inbound';
import { routedChannel } from '../route-cache';
import { refuseUnsigned } from '../webhook-refusal';
import { addressedToBot, telegramUpdate } from './telegram-update';

const BOT_ID = /^[0-9]{1,20}$/;
const MAX_TEXT = 5000;

/**
 * POST {host}/webhook/telegram/{botId}: Telegram's updates name no bot, so the bot id is in the
 * path setWebhook registered; an update is accepted only with that bot's secret in
 * X-Telegram-Bot-Api-Secret-Token. The reply is sent by a job, to the chat: the chat id is the
 * conversation's sender, so in a group the whole group is one visitor for rate limits and budgets.
 */
export async function telegramWebhook(deps: AppDeps, request: FastifyRequest<{ Params: { botId: string } }>, reply: FastifyReply) {
  const { botId } = request.params;
  const routed = BOT_ID.test(botId) ? await routedChannel(deps, 'telegram', botId) : null;
  const secret = routed?.secrets.webhookSecret;
  const header = request.headers['x-telegram-bot-api-secret-token'];
  const given = Array.isArray(header) ? header[0] : header;
  if (!routed || !secret || typeof given !== 'string' || !safeEqual(secret, given)) return refuseUnsigned(reply);

  // A signed update of a shape we do not read is acknowledged: Telegram redelivers anything not
  // answered 2xx, holding the bot's later updates behind it, and a retry would not change its shape.
  let json: unknown = null;
  try {
    json = JSON.parse(Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '');
  } catch {
    // handled below as a wrong shape
  }
  const parsed = telegramUpdate.safeParse(json);
  if (!parsed.success) {
    request.log.warn({ botId }, 'telegram: an update of an unexpected shape was ignored');
    return reply.send({ ok: true });
  }
  const { update_id: updateId, message } = parsed.data;
  const settings = routed.config.settings as { botUsername?: string; allowGroups?: boolean };
  const addressed = message ? addressedToBot(message, { id: botId, username: settings.botUsername ?? '' }, settings.allowGroups === true) : null;
  if (message && addressed) {
    await acceptInbound(deps, {
      configId: routed.config.id,
      channel: 'telegram',
      // update ids count per bot; the chat makes it unique across this server's bots too
      providerMessageId: `${botId}:${message.chat.id}:${updateId}`,
      sender: String(message.chat.id),
      kind: addressed.kind,
      body: addressed.kind === 'text' ? addressed.text.slice(0, MAX_TEXT) : null,
      meta: { messageId: message.message_id, chatType: message.chat.type },
    });
  }
  return reply.send({ ok: true });
}
