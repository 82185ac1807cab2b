import type { ImapFlow } from 'imapflow';
import type { AppDeps } from '../../../platform/deps';
import { ChannelSendError } from '../send-error';
import type { MailServer } from './email-settings';
import { mailServerAddress } from './mail-address';

const TIMEOUT_MS = 15_000;

/** What the owner reads when the IMAP server fails: its reason, never the password. */
export function describeImapFailure(server: MailServer, err: unknown): ChannelSendError {
  const e = err as { authenticationFailed?: boolean; responseText?: string; serverResponseCode?: string; code?: string; tlsFailed?: boolean; message?: string };
  const reason = e.responseText || e.message || String(err);
  const safe = reason.split(server.password).join('…');
  if (e.authenticationFailed) return new ChannelSendError(`The IMAP server ${server.host} refused the login of ${server.user}: ${safe}`, false);
  if (e.tlsFailed) return new ChannelSendError(`The IMAP server ${server.host} could not secure the connection: ${safe}`, true);
  if (e.code === 'ECONNREFUSED' || e.code === 'ETIMEDOUT' || e.code === 'ENOTFOUND' || e.code === 'ECONNRESET' || e.code === 'NoConnection') {
    return new ChannelSendError(`The IMAP server ${server.host}:${server.port} could not be reached (${safe}).`, true);
  }
  return new ChannelSendError(`The IMAP server ${server.host} failed: ${safe}`, true);
}

/** A logged-in IMAP session with the owner's server, reached through the SSRF guard. */
export async function openImap(deps: AppDeps, server: MailServer): Promise<ImapFlow> {
  const { address, servername } = await mailServerAddress(deps, server);
  const { ImapFlow } = await import('imapflow');
  const client = new ImapFlow({
    host: address,
    port: server.port,
    secure: server.tls === 'tls',
    // STARTTLS is required when chosen, and never attempted on a plain connection
    doSTARTTLS: server.tls === 'starttls' ? true : server.tls === 'none' ? false : undefined,
    servername,
    tls: { rejectUnauthorized: true, servername },
    auth: { user: server.user, pass: server.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS * 4,
  });
  // a dropped connection is reported by the command that was waiting on it
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (err) {
    client.close();
    throw describeImapFailure(server, err);
  }
  return client;
}

export async function closeImap(client: ImapFlow): Promise<void> {
  await client.logout().catch(() => client.close());
}
