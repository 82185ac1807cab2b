import { isIP } from 'node:net';
import type { Config } from '../../config';
import { resolveSmtpAddress } from './smtp-address';
import type { SmtpSettings } from './smtp-settings';

const CONNECT_TIMEOUT_MS = 10_000;

export interface OutgoingEmail {
  fromName: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** What the model or the execution log reads when the server fails: the reason, never a credential. */
function describeSmtpFailure(host: string, err: unknown): string {
  const code = (err as { code?: string }).code;
  if (code === 'EAUTH') return `The mail server ${host} rejected the login: check the SMTP user and password in the agent's Send Email settings.`;
  if (code === 'ETIMEDOUT' || code === 'ECONNECTION' || code === 'ESOCKET' || code === 'EDNS') {
    return `The mail server ${host} could not be reached (${err instanceof Error ? err.message : String(err)}).`;
  }
  return `The mail server ${host} did not accept the message: ${err instanceof Error ? err.message : String(err)}`;
}

/**
 * Sends one message, connecting to the very address the SSRF policy checked (the certificate is
 * checked against the host's name). Port 465 speaks TLS from the first byte; others upgrade with
 * STARTTLS when the server offers it.
 */
export async function sendSmtp(smtp: SmtpSettings, access: Config['privateUrlAccess'], mail: OutgoingEmail): Promise<{ messageId: string }> {
  const host = await resolveSmtpAddress(smtp.host, smtp.port, access);
  const servername = isIP(smtp.host) ? undefined : smtp.host;
  const { createTransport } = await import('nodemailer');
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
      ...(mail.html ? { html: mail.html } : {}),
      replyTo: smtp.replyTo,
    });
    return { messageId: info.messageId };
  } catch (err) {
    throw new Error(describeSmtpFailure(smtp.host, err));
  } finally {
    transport.close();
  }
}
