import { secretBox } from '../secrets';
import type { StoredSendEmail } from '../../tools/tool-config-store';

/** One plain address: no display name, no list, no spaces or angle brackets that could smuggle a second one. */
export const SINGLE_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  /** opened only when sending */
  password: () => string | undefined;
  from: string;
  replyTo?: string;
}

/** The bare address of `a@b.c` or `Name <a@b.c>`; undefined when it is not one. */
export function addressOrUndefined(value: string | undefined): string | undefined {
  const bare = (/<([^<>]+)>\s*$/.exec(value ?? '')?.[1] ?? value ?? '').trim();
  return SINGLE_ADDRESS.test(bare) ? bare : undefined;
}

/** The instance's mail server (Settings > Instance, else SMTP_*), as `instanceSmtp` reads it. */
export interface InstanceSmtp {
  host: string;
  port: number;
  user: string | null | undefined;
  from: string | null | undefined;
  password: () => string | undefined;
}

/**
 * The agent's own mail server (its Send Email settings) when it names one, else the instance's;
 * null when there is none or no sender address. On the instance's server the sender is the
 * instance's and the agent's address only the Reply-To, so one owner cannot send as anyone
 * through it. Used by the send_email tool and the workflows' e-mail node.
 */
export function smtpSettingsFor(stored: StoredSendEmail | undefined, instance: InstanceSmtp | null, secret: string): SmtpSettings | null {
  const ownHost = stored?.smtpHost?.trim();
  if (ownHost) {
    const sealed = stored?.smtpPasswordEnc;
    const user = stored?.smtpUser || undefined;
    const from = addressOrUndefined(stored?.fromEmail) ?? addressOrUndefined(user);
    if (!from) return null;
    return { host: ownHost, port: stored?.smtpPort ?? 587, user, password: () => (sealed ? secretBox(secret).open(sealed) : undefined), from };
  }
  if (!instance) return null;
  const from = addressOrUndefined(instance.from ?? undefined) ?? addressOrUndefined(instance.user ?? undefined);
  if (!from) return null;
  return { host: instance.host, port: instance.port, user: instance.user || undefined, password: instance.password, from, replyTo: addressOrUndefined(stored?.fromEmail) };
}
