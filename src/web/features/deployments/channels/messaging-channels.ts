import type { MessagingChannel } from '@common/channels';
import type { WebMessagingChannel } from './messaging-channel';
import { emailChannel } from './email/email-channel';
import { slackChannel } from './slack/slack-channel';
import { instagramChannel } from './instagram/instagram-channel';
import { messengerChannel } from './messenger/messenger-channel';
import { smsChannel } from './sms/sms-channel';
import { telegramChannel } from './telegram/telegram-channel';
import { whatsappChannel } from './whatsapp/whatsapp-channel';

/** Every messaging channel's card, panel settings and dialog, one line each (the type makes the list complete). */
export const MESSAGING_CHANNEL_UI: { [K in MessagingChannel]: WebMessagingChannel<K> } = {
  sms: smsChannel,
  whatsapp: whatsappChannel,
  telegram: telegramChannel,
  email: emailChannel,
  slack: slackChannel,
  messenger: messengerChannel,
  instagram: instagramChannel,
};
