import { MessageCircle } from 'lucide-react';
import type { WebMessagingChannel } from '../messaging-channel';
import { WhatsappConfigDialog } from './whatsapp-config-dialog';

export const whatsappChannel: WebMessagingChannel<'whatsapp'> = {
  id: 'whatsapp',
  icon: MessageCircle,
  settings: (view, t) => [
    { id: 'phone-number-id', label: t('whatsapp.phoneNumberId'), value: view.phoneNumberId, mono: true },
    { id: 'token-hint', label: t('whatsapp.accessToken'), value: view.accessTokenHint, mono: true },
    { id: 'app-secret', label: t('whatsapp.appSecret'), value: view.appSecretSet ? t('messaging.stored') : null },
    { id: 'verify-token', label: t('whatsapp.verifyToken'), value: view.verifyTokenSet ? t('messaging.stored') : null },
  ],
  ConfigDialog: WhatsappConfigDialog,
};
