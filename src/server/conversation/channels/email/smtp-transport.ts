import type { AppDeps } from '../../../platform/deps';
import { ChannelSendError } from '../send-error';
import type { MailServer } from './email-settings';
import { mailServerAddress } from './mail-address';

const TIMEOUT_MS = 15_000;

export interface OutgoingReply {
  from: string;
  to: string;
  subject: string;
  text: string;
  inReplyTo?: string;
  references?: string[];
}

/** What the owner reads when the SMTP server fails: its reason and code, never the password. */
function describeSmtpFailure(server: MailServer, err: unknown): ChannelSendError {
  const e = err as { code?: string; responseCode?: number; response?: string; message?: string };
  const reason = (e.response || e.message || String(err)).split(server.password).join('…');
  if (e.code === 'EAUTH') return new ChannelSendError(`The SMTP server ${server.host} refused the login of ${server.user}: ${reason}`, false);
  if (e.code === 'ETIMEDOUT' || e.code === 'ECONNECTION' || e.code === 'ESOCKET' || e.code === 'EDNS' || e.code === 'ETLS') {
    return new ChannelSendError(`The SMTP server ${server.host}:${server.port} could not be reached (${reason}).`, true);
  }
  // 4xx is a temporary refusal (greylisting, a full queue): worth another attempt
  const retryable = typeof e.responseCode === 'number' ? e.responseCode < 500 : true;
  return new ChannelSendError(`The SMTP server ${server.host} did not accept the message: ${reason}`, retryable);
}

async function transportFor(deps: AppDeps, server: MailServer) {
  const { address, servername } = await mailServerAddress(deps, server);
  const { createTransport } = await import('nodemailer');
  return createTransport({
    host: address,
    port: server.port,
    secure: server.tls === 'tls',
    requireTLS: server.tls === 'starttls',
    ignoreTLS: server.tls === 'none',
    servername,
    tls: { rejectUnauthorized: true, servername },
    auth: server.user ? { user: server.user, pass: server.password } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS + 5000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

/** Sends one plain-text mail. */
export async function sendMail(deps: AppDeps, server: MailServer, mail: OutgoingReply): Promise<void> {
  const transport = await transportFor(deps, server);
  try {
    await transport.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo, references: mail.references ?? [] } : {}),
      // RFC 3834: other auto-responders (and other agents) do not answer this one
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
  } catch (err) {
    throw describeSmtpFailure(server, err);
  } finally {
    transport.close();
  }
}

/** Connects and logs in without sending. */
export async function verifySmtp(deps: AppDeps, server: MailServer): Promise<void> {
  const transport = await transportFor(deps, server);
  try {
    await transport.verify();
  } catch (err) {
    throw describeSmtpFailure(server, err);
  } finally {
    transport.close();
  }
}
