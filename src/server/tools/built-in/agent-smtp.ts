import { secretBox } from '../../platform/secrets';
import { addressOrUndefined, instanceSmtpSettings, type InstanceSmtp, type SmtpSettings } from '../../platform/mail/smtp-settings';
import type { StoredSendEmail } from '../tool-config-store';

/**
 * The agent's own mail server (its Send Email settings) when it names one, else the instance's;
 * null when there is none or no sender address. On the instance's server the sender is the
 * instance's and the agent's address only the Reply-To, so one owner cannot send as anyone
 * through it. Used by the send_email tool and the workflows' e-mail node.
 */
export function smtpSettingsFor(stored: StoredSendEmail | undefined, instance: InstanceSmtp | null, secret: string): SmtpSettings | null {
  const ownHost = stored?.smtpHost?.trim();
  if (!ownHost) return instanceSmtpSettings(instance, addressOrUndefined(stored?.fromEmail));
  const sealed = stored?.smtpPasswordEnc;
  const user = stored?.smtpUser || undefined;
  const from = addressOrUndefined(stored?.fromEmail) ?? addressOrUndefined(user);
  if (!from) return null;
  return { host: ownHost, port: stored?.smtpPort ?? 587, user, password: () => (sealed ? secretBox(secret).open(sealed) : undefined), from };
}
