import { saveTelegramBody, telegramChannelView, TELEGRAM_MAX_CHARS, type SaveTelegramBody, type TelegramChannelView } from '../../../../common/channels';
import { randomToken } from '../../../platform/crypto';
import { badGateway } from '../../../platform/errors';
import type { ChannelDefinition } from '../channel-definition';
import { checkResult } from '../check-result';
import { secretHint, secretOrStored } from '../secrets';
import { ChannelSendError } from '../send-error';
import { callBotApi, getMe, type TelegramBot } from './bot-api-client';
import { markdownToTelegramHtml, splitTelegramHtml } from './telegram-html';
import { telegramWebhook } from './telegram-webhook';

type TelegramSettings = { botUsername?: string; allowGroups?: boolean };
const settingsOf = (settings: unknown) => (settings ?? {}) as TelegramSettings;
const botOf = (baseUrl: string, token: string | undefined): TelegramBot => {
  if (!token) throw new ChannelSendError('The Telegram bot token is missing.', false);
  return { baseUrl, token };
};
const isGroup = (chatType: unknown) => chatType === 'group' || chatType === 'supergroup';

/** A Telegram bot: routed by the bot's id (in the webhook's path), each update carrying the secret setWebhook was given. */
export const telegramChannel: ChannelDefinition<SaveTelegramBody, TelegramChannelView> = {
  kind: 'telegram',
  label: 'Telegram',
  saveBody: saveTelegramBody,
  view: telegramChannelView,
  async prepare(deps, body, stored) {
    const botToken = secretOrStored(body.botToken, stored.botToken, 'botToken');
    // the route key is the bot's id: asked of Telegram, which also tells a refused token
    const me = await getMe({ baseUrl: deps.config.TELEGRAM_API_URL, token: botToken }).catch((err: unknown) => {
      if (err instanceof ChannelSendError) throw badGateway(`${err.message} Nothing was saved.`);
      throw err;
    });
    const username = me.username ?? String(me.id);
    return {
      routeKey: String(me.id),
      routeLabel: `The bot @${username}`,
      settings: { botUsername: username, allowGroups: body.allowGroups ?? false },
      // a new secret on every save: setWebhook (in connect) hands it to Telegram
      secrets: { botToken, webhookSecret: randomToken(32) },
      secretHint: secretHint(botToken),
    };
  },
  toView: (row, _secrets, base) =>
    ({
      botUsername: settingsOf(row?.settings).botUsername ?? null,
      botId: row?.routeKey ?? null,
      botTokenHint: row?.secretHint ?? null,
      allowGroups: settingsOf(row?.settings).allowGroups === true,
      ...base,
      webhookUrl: row && base.webhookUrl ? `${base.webhookUrl}/${row.routeKey}` : null,
    }) as TelegramChannelView,
  isConfigured: (row, secrets) => Boolean(row.routeKey && secrets.botToken && secrets.webhookSecret),
  hasWebhook: true,
  webhooks(app, deps) {
    app.post<{ Params: { botId: string } }>('/webhook/telegram/:botId', { schema: { hide: true } }, (request, reply) => telegramWebhook(deps, request, reply));
  },
  async connect(deps, { config, secrets }, origin) {
    await callBotApi(botOf(deps.config.TELEGRAM_API_URL, secrets.botToken), 'setWebhook', {
      url: `${origin}/webhook/telegram/${config.routeKey}`,
      secret_token: secrets.webhookSecret,
      allowed_updates: ['message'],
    });
  },
  async disconnect(deps, { secrets }) {
    await callBotApi(botOf(deps.config.TELEGRAM_API_URL, secrets.botToken), 'deleteWebhook', {});
  },
  async typing(deps, { secrets }, message) {
    await callBotApi(botOf(deps.config.TELEGRAM_API_URL, secrets.botToken), 'sendChatAction', { chat_id: message.sender, action: 'typing' });
  },
  async deliver(deps, { secrets }, to, text, inReplyTo) {
    const bot = botOf(deps.config.TELEGRAM_API_URL, secrets.botToken);
    const meta = (inReplyTo?.meta ?? {}) as { messageId?: number; chatType?: string };
    // in a group the answer replies to the message that asked (it still goes out if that message was deleted)
    const replyTo = isGroup(meta.chatType) && meta.messageId ? { reply_parameters: { message_id: meta.messageId, allow_sending_without_reply: true } } : {};
    const parts = splitTelegramHtml(markdownToTelegramHtml(text), TELEGRAM_MAX_CHARS);
    for (const [i, part] of parts.entries()) {
      await callBotApi(bot, 'sendMessage', { chat_id: to, text: part, parse_mode: 'HTML', ...(i === 0 ? replyTo : {}) });
    }
  },
  async check(deps, { secrets }, to) {
    const bot = botOf(deps.config.TELEGRAM_API_URL, secrets.botToken);
    const me = await getMe(bot);
    const name = `@${me.username ?? me.id}`;
    if (!to) return checkResult(true, 'telegramBot', { bot: name });
    if (!/^-?[0-9]{1,20}$/.test(to)) return checkResult(false, 'telegramChatId');
    await callBotApi(bot, 'sendMessage', { chat_id: to, text: `This is a test message from ${name}.`, parse_mode: 'HTML' });
    return checkResult(true, 'telegramSent', { bot: name, to });
  },
};
