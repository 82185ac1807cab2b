import { Smartphone } from 'lucide-react';
import type { WebMessagingChannel } from '../messaging-channel';
import { SmsConfigDialog } from './sms-config-dialog';

export const smsChannel: WebMessagingChannel<'sms'> = {
  id: 'sms',
  icon: Smartphone,
  settings: (view, t) => [
    { id: 'phone', label: t('sms.phoneNumber'), value: view.phoneNumber, mono: true },
    { id: 'account-sid', label: t('sms.accountSid'), value: view.accountSid, mono: true },
    { id: 'token-hint', label: t('sms.authToken'), value: view.authTokenHint, mono: true },
  ],
  ConfigDialog: SmsConfigDialog,
};
