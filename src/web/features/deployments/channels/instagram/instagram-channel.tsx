import { Camera } from 'lucide-react';
import type { WebMessagingChannel } from '../messaging-channel';
import { MetaConfigDialog } from '../meta/meta-config-dialog';

export const instagramChannel: WebMessagingChannel<'instagram'> = {
  id: 'instagram',
  icon: Camera,
  settings: (view, t) => [
    { id: 'account-id', label: t('instagram.routeId'), value: view.accountId, mono: true },
    { id: 'token-hint', label: t('instagram.accessToken'), value: view.accessTokenHint, mono: true },
    { id: 'app-secret', label: t('meta.appSecret'), value: view.appSecretSet ? t('messaging.stored') : null },
    { id: 'verify-token', label: t('meta.verifyToken'), value: view.verifyTokenSet ? t('messaging.stored') : null },
  ],
  ConfigDialog: ({ agentId, view, onClose }) => <MetaConfigDialog agentId={agentId} channel="instagram" routeId={view.accountId} view={view} onClose={onClose} />,
  testMessage: { recipientLabelKey: 'meta.testRecipient', recipientPlaceholder: '17841400123456789' },
};
