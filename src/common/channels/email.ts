import { z } from 'zod';
import { channelViewBase, keptSecret } from './shared';

/** How a mail connection is secured: TLS from the first byte, an upgrade with STARTTLS, or none. */
export const EMAIL_TLS_MODES = ['tls', 'starttls', 'none'] as const;
export const emailTlsMode = z.enum(EMAIL_TLS_MODES);
export type EmailTlsMode = z.infer<typeof emailTlsMode>;

/** An agent's inbox: an IMAP mailbox it reads, an SMTP server it answers through. */
export const emailChannelView = z.object({
  /** the agent's address: what inbound mail is routed by and what replies come from */
  address: z.string().nullable(),
  imapHost: z.string().nullable(),
  imapPort: z.number().nullable(),
  imapTls: emailTlsMode.nullable(),
  imapUser: z.string().nullable(),
  mailbox: z.string().nullable(),
  smtpHost: z.string().nullable(),
  smtpPort: z.number().nullable(),
  smtpTls: emailTlsMode.nullable(),
  /** null: the IMAP user */
  smtpUser: z.string().nullable(),
  /** masked IMAP password, e.g. '…a1b2'; null when none is stored */
  imapPasswordHint: z.string().nullable(),
  /** an SMTP password of its own is stored (else the IMAP one is used) */
  smtpPasswordSet: z.boolean(),
  ...channelViewBase,
});
export type EmailChannelView = z.infer<typeof emailChannelView>;

/** a host name or an IP address (the server checks it against the private-address policy) */
const host = z
  .string()
  .trim()
  .min(1, { error: 'Enter the server name, like imap.example.com' })
  .max(253)
  .regex(/^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)$/, { error: 'Enter a host name or an IP address, without a scheme or a path' });
const port = z.number({ error: 'Enter a port between 1 and 65535' }).int({ error: 'Enter a port between 1 and 65535' }).min(1, { error: 'Enter a port between 1 and 65535' }).max(65535, { error: 'Enter a port between 1 and 65535' });

/** the route key column holds at most 64 characters */
export const EMAIL_ADDRESS_MAX = 64;

export const saveEmailBody = z.object({
  address: z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_ADDRESS_MAX, { error: `Enter an address of at most ${EMAIL_ADDRESS_MAX} characters` })
    .pipe(z.email({ error: 'Enter the agent\'s e-mail address, like support@example.com' })),
  imapHost: host,
  imapPort: port,
  imapTls: emailTlsMode,
  imapUser: z.string().trim().min(1, { error: 'Enter the IMAP user name' }).max(254),
  imapPassword: keptSecret(500),
  mailbox: z.string().trim().max(200).optional().or(z.literal('')),
  smtpHost: host,
  smtpPort: port,
  smtpTls: emailTlsMode,
  /** empty: the IMAP user */
  smtpUser: z.string().trim().max(254).optional().or(z.literal('')),
  /** empty: the stored one, else the IMAP password */
  smtpPassword: keptSecret(500),
});
export type SaveEmailBody = z.input<typeof saveEmailBody>;

/** a reply's text is capped to this many characters of the visitor's mail (quoted history removed) */
export const EMAIL_BODY_MAX_CHARS = 5000;
