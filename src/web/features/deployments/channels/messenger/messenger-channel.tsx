import { MessagesSquare } from 'lucide-react';
import type { WebMessagingChannel } from '../messaging-channel';
import { MetaConfigDialog } from '../meta/meta-config-dialog';

export const messengerChannel: WebMessagingChannel<'messenger'> = {
  id: 'messenger',
  icon: MessagesSquare,
  settings: (view, t) => [
    { id: 'page-id', label: t('messenger.routeId'), value: view.pageId, mono: true },
    { id: 'token-hint', label: t('messenger.accessToken'), value: view.accessTokenHint, mono: true },
    { id: 'app-secret', label: t('meta.appSecret'), value: view.appSecretSet ? t('messaging.stored') : null },
    { id: 'verify-token', label: t('meta.verifyToken'), value: view.verifyTokenSet ? t('messaging.stored') : null },
  ],
  ConfigDialog: ({ agentId, view, onClose }) => <MetaConfigDialog agentId={agentId} channel="messenger" routeId={view.pageId} view={view} onClose={onClose} />,
  testMessage: { recipientLabelKey: 'meta.testRecipient', recipientPlaceholder: '6243157895012345' },
};
