import { decrypt, deriveKey, encrypt } from '../../platform/crypto';
import type { AppDeps } from '../../platform/deps';

const PURPOSE = 'channel-secrets';

export interface SmsSecrets {
  authToken: string;
}
export interface WhatsappSecrets {
  accessToken: string;
  appSecret: string;
  verifyToken: string;
}

/** A channel's secrets sealed together (AES-256-GCM under a key derived for this purpose only). */
export function sealSecrets(deps: AppDeps, secrets: SmsSecrets | WhatsappSecrets): string {
  return encrypt(deriveKey(deps.secret, PURPOSE), JSON.stringify(secrets));
}

export function openSecrets<T extends SmsSecrets | WhatsappSecrets>(deps: AppDeps, sealed: string | null): Partial<T> {
  if (!sealed) return {};
  return JSON.parse(decrypt(deriveKey(deps.secret, PURPOSE), sealed)) as Partial<T>;
}

export const secretHint = (secret: string) => `…${secret.slice(-4)}`;
