import { Hash } from 'lucide-react';
import type { WebMessagingChannel } from '../messaging-channel';
import { SlackConfigDialog } from './slack-config-dialog';

export const slackChannel: WebMessagingChannel<'slack'> = {
  id: 'slack',
  icon: Hash,
  settings: (view, t) => [
    { id: 'app-id', label: t('slack.appId'), value: view.appId, mono: true },
    { id: 'token-hint', label: t('slack.botToken'), value: view.botTokenHint, mono: true },
    { id: 'signing-secret', label: t('slack.signingSecret'), value: view.signingSecretSet ? t('messaging.stored') : null },
  ],
  ConfigDialog: SlackConfigDialog,
  testMessage: { recipientLabelKey: 'slack.testRecipient', recipientPlaceholder: 'C0123456789' },
};
