import { isIP } from 'node:net';
import type { AppDeps } from '../../../platform/deps';
import { resolveSmtpAddress } from '../../../platform/mail/smtp-address';
import { ChannelSendError } from '../send-error';
import type { MailServer } from './email-settings';

/**
 * Where to connect for a mail server the owner typed, under the SSRF policy (private and loopback
 * addresses only with ALLOW_PRIVATE_URLS), and the name its certificate is checked against. The
 * caller connects to this very address, so a second DNS answer cannot swap in another one.
 */
export async function mailServerAddress(deps: AppDeps, server: MailServer): Promise<{ address: string; servername: string | undefined }> {
  try {
    const address = await resolveSmtpAddress(server.host, server.port, deps.config.privateUrlAccess);
    return { address, servername: isIP(server.host.replace(/^\[|\]$/g, '')) ? undefined : server.host };
  } catch (err) {
    throw new ChannelSendError(err instanceof Error ? err.message.replace('SMTP host', 'host') : String(err), false);
  }
}
