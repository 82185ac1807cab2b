import { Send } from 'lucide-react';
import type { WebMessagingChannel } from '../messaging-channel';
import { TelegramConfigDialog } from './telegram-config-dialog';

export const telegramChannel: WebMessagingChannel<'telegram'> = {
  id: 'telegram',
  icon: Send,
  settings: (view, t) => [
    { id: 'bot-username', label: t('telegram.bot'), value: view.botUsername && `@${view.botUsername}`, mono: true },
    { id: 'token-hint', label: t('telegram.botToken'), value: view.botTokenHint, mono: true },
    { id: 'groups', label: t('telegram.groups'), value: view.botId === null ? null : view.allowGroups ? t('telegram.groupsAllowed') : t('telegram.groupsOff') },
  ],
  ConfigDialog: TelegramConfigDialog,
  testMessage: { recipientLabelKey: 'telegram.testChatId', recipientPlaceholder: '123456789' },
};
