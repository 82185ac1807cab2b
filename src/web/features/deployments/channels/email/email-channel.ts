import { Mail } from 'lucide-react';
import type { WebMessagingChannel } from '../messaging-channel';
import { EmailConfigDialog } from './email-config-dialog';

const server = (host: string | null, port: number | null) => (host && port ? `${host}:${port}` : null);

export const emailChannel: WebMessagingChannel<'email'> = {
  id: 'email',
  icon: Mail,
  settings: (view, t) => [
    { id: 'address', label: t('email.address'), value: view.address, mono: true },
    { id: 'imap', label: t('email.imapServer'), value: server(view.imapHost, view.imapPort), mono: true },
    { id: 'imap-user', label: t('email.imapUser'), value: view.imapUser, mono: true },
    { id: 'mailbox', label: t('email.mailbox'), value: view.mailbox, mono: true },
    { id: 'password-hint', label: t('email.imapPassword'), value: view.imapPasswordHint, mono: true },
    { id: 'smtp', label: t('email.smtpServer'), value: server(view.smtpHost, view.smtpPort), mono: true },
  ],
  ConfigDialog: EmailConfigDialog,
  testMessage: { recipientLabelKey: 'email.testRecipient', recipientPlaceholder: 'you@example.com' },
};
