import { isIP } from 'node:net';
import { createTransport } from 'nodemailer';
import { z } from 'zod';
import type { Config } from '../../../../config';
import { secretBox } from '../../../../platform/secrets';
import { resolveSmtpAddress } from '../../../tools/built-in/smtp-address';
import type { StoredSendEmail } from '../../../tools/tool-config-store';

const CONNECT_TIMEOUT_MS = 10_000;
const address = z.email();

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  /** opened only when sending */
  password: () => string | undefined;
  from: string;
  replyTo?: string;
}

export interface OutgoingEmail {
  fromName: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

function addressOrUndefined(value: string | undefined): string | undefined {
  const bare = (/<([^<>]+)>\s*$/.exec(value ?? '')?.[1] ?? value ?? '').trim();
  return address.safeParse(bare).success ? bare : undefined;
}

/**
 * The agent's own mail server (its Send Email settings), else the instance's SMTP_*; null when
 * neither gives a server and a sender. The same choice as the send_email tool: on the instance's
 * server the sender is the instance's and the agent's address only the Reply-To.
 */
export function smtpSettingsFor(stored: StoredSendEmail | undefined, env: Config, secret: string): SmtpSettings | null {
  const ownHost = stored?.smtpHost?.trim();
  if (ownHost) {
    const sealed = stored?.smtpPasswordEnc;
    const user = stored?.smtpUser || undefined;
    const from = addressOrUndefined(stored?.fromEmail) ?? addressOrUndefined(user);
    if (!from) return null;
    return { host: ownHost, port: stored?.smtpPort ?? 587, user, password: () => (sealed ? secretBox(secret).open(sealed) : undefined), from };
  }
  if (!env.SMTP_HOST) return null;
  const from = addressOrUndefined(env.SMTP_FROM) ?? addressOrUndefined(env.SMTP_USER);
  if (!from) return null;
  return { host: env.SMTP_HOST, port: env.SMTP_PORT, user: env.SMTP_USER, password: () => env.SMTP_PASSWORD, from, replyTo: addressOrUndefined(stored?.fromEmail) };
}

function describeSmtpFailure(host: string, err: unknown): string {
  const code = (err as { code?: string }).code;
  if (code === 'EAUTH') return `The mail server ${host} rejected the login: check the SMTP user and password in the agent's Send Email settings.`;
  return `The mail server ${host} did not take the message: ${err instanceof Error ? err.message : String(err)}`;
}

/** Sends one message, connecting to the address the SSRF policy checked (TLS checked against the host name). */
export async function sendSmtp(smtp: SmtpSettings, access: Config['privateUrlAccess'], mail: OutgoingEmail): Promise<{ messageId: string }> {
  const host = await resolveSmtpAddress(smtp.host, smtp.port, access);
  const servername = isIP(smtp.host) ? undefined : smtp.host;
  const transport = createTransport({
    host,
    port: smtp.port,
    secure: smtp.port === 465,
    requireTLS: false,
    servername,
    tls: { rejectUnauthorized: true, servername },
    auth: smtp.user ? { user: smtp.user, pass: smtp.password() ?? '' } : undefined,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: CONNECT_TIMEOUT_MS + 5000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  try {
    const info = await transport.sendMail({
      from: { name: mail.fromName.replace(/[\r\n]+/g, ' '), address: smtp.from },
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: smtp.replyTo,
    });
    return { messageId: info.messageId };
  } catch (err) {
    throw new Error(describeSmtpFailure(smtp.host, err));
  } finally {
    transport.close();
  }
}
