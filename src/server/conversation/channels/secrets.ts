import { decrypt, deriveKey, encrypt } from '../../platform/crypto';
import type { AppDeps } from '../../platform/deps';
import { badRequest } from '../../platform/errors';
import type { ChannelSecrets } from './channel-definition';

const PURPOSE = 'channel-secrets';

/** A channel's secrets sealed together (AES-256-GCM under a key derived for this purpose only). */
export function sealSecrets(deps: AppDeps, secrets: ChannelSecrets): string {
  return encrypt(deriveKey(deps.secret, PURPOSE), JSON.stringify(secrets));
}

export function openSecrets(deps: AppDeps, sealed: string | null): ChannelSecrets {
  if (!sealed) return {};
  return JSON.parse(decrypt(deriveKey(deps.secret, PURPOSE), sealed)) as ChannelSecrets;
}

export const secretHint = (secret: string) => `…${secret.slice(-4)}`;

/** A secret left empty keeps the stored one; with none stored it is required (400 naming the field). */
export function secretOrStored(given: string | undefined, stored: string | undefined, field: string): string {
  const value = given?.trim() || stored;
  if (!value) throw badRequest(`${field}: required (nothing is stored yet)`);
  return value;
}
