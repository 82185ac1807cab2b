import type { AppDeps } from '../../../platform/deps';
import { sendSmtp } from './send-smtp';
import { smtpSettingsFor } from './smtp-settings';

/**
 * Sends a message of the instance itself (invitations, password resets) through SMTP_*.
 * False when no mail server is configured; a server that refuses the message throws its reason.
 */
export async function sendInstanceMail(deps: AppDeps, mail: { to: string; subject: string; text: string }): Promise<boolean> {
  const smtp = smtpSettingsFor(undefined, deps.config, deps.secret);
  if (!smtp) return false;
  // the instance's own server, set by whoever runs it: private addresses allowed (metadata ones never are)
  await sendSmtp(smtp, { all: true, hosts: [] }, { fromName: 'AgentForge', ...mail });
  return true;
}
