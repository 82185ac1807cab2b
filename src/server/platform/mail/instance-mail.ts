import type { AppDeps } from '../deps';
import { effectiveConfig } from '../instance-settings/config-store';
import { sendSmtp } from './send-smtp';
import { instanceSmtpSettings, type InstanceSmtp } from './smtp-settings';

/** The mail server saved in Settings > Instance, else SMTP_* of the environment; null when neither. */
export async function instanceSmtp(deps: AppDeps): Promise<InstanceSmtp | null> {
  const saved = (await effectiveConfig(deps)).smtp;
  if (saved) return saved;
  const env = deps.config;
  return env.SMTP_HOST ? { host: env.SMTP_HOST, port: env.SMTP_PORT, user: env.SMTP_USER, from: env.SMTP_FROM, password: () => env.SMTP_PASSWORD } : null;
}

/**
 * Sends a message of the instance itself (invitations, password resets, alerts) through its mail
 * server. False when none is configured; a server that refuses the message throws its reason.
 */
export async function sendInstanceMail(deps: AppDeps, mail: { to: string; subject: string; text: string }): Promise<boolean> {
  const smtp = instanceSmtpSettings(await instanceSmtp(deps));
  if (!smtp) return false;
  // the instance's own server, set by whoever runs it: private addresses allowed (metadata ones never are)
  await sendSmtp(smtp, { all: true, hosts: [] }, { fromName: 'AgentForge', ...mail });
  return true;
}
