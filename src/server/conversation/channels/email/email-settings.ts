import type { EmailTlsMode } from '../../../../common/channels';
import type { ChannelSecrets } from '../channel-definition';

/** What an e-mail config stores in its settings (besides the poller's cursor and lease). */
export interface EmailSettings {
  address: string;
  imapHost: string;
  imapPort: number;
  imapTls: EmailTlsMode;
  imapUser: string;
  mailbox: string;
  smtpHost: string;
  smtpPort: number;
  smtpTls: EmailTlsMode;
  /** '' : the IMAP user */
  smtpUser: string;
}

/** One side of the mailbox, as a connection needs it. */
export interface MailServer {
  host: string;
  port: number;
  tls: EmailTlsMode;
  user: string;
  password: string;
}

export function emailSettingsOf(settings: unknown): EmailSettings | null {
  const s = settings as Partial<EmailSettings> | undefined;
  if (!s?.address || !s.imapHost || !s.imapPort || !s.imapTls || !s.imapUser || !s.smtpHost || !s.smtpPort || !s.smtpTls) return null;
  return { ...s, mailbox: s.mailbox || 'INBOX', smtpUser: s.smtpUser ?? '' } as EmailSettings;
}

export const imapServer = (s: EmailSettings, secrets: ChannelSecrets): MailServer => ({ host: s.imapHost, port: s.imapPort, tls: s.imapTls, user: s.imapUser, password: secrets.imapPassword ?? '' });

/** The SMTP login defaults to the IMAP one (most providers use the same account for both). */
export const smtpServer = (s: EmailSettings, secrets: ChannelSecrets): MailServer => ({
  host: s.smtpHost,
  port: s.smtpPort,
  tls: s.smtpTls,
  user: s.smtpUser || s.imapUser,
  password: secrets.smtpPassword || secrets.imapPassword || '',
});
