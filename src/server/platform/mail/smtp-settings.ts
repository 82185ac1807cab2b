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
 * The instance's mail server as one sends through it: its own sender (else its user) as From,
 * `replyTo` only as the Reply-To; null when there is none or no sender address.
 */
export function instanceSmtpSettings(instance: InstanceSmtp | null, replyTo?: string): SmtpSettings | null {
  if (!instance) return null;
  const from = addressOrUndefined(instance.from ?? undefined) ?? addressOrUndefined(instance.user ?? undefined);
  if (!from) return null;
  return { host: instance.host, port: instance.port, user: instance.user || undefined, password: instance.password, from, replyTo };
}
