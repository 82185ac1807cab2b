import { randomToken } from '../../platform/crypto';
import type { AppDeps } from '../../platform/deps';
import { secretBox } from '../../platform/secrets';

/** Key purpose of the agents' identity secrets: a key of their own, apart from tool credentials. */
const IDENTITY_SECRET_PURPOSE = 'identity-secrets';

/** A new identity secret: 32 random bytes, recognisable by its prefix. */
export function newIdentitySecret(): string {
  return `afid_${randomToken(32)}`;
}

export function sealIdentitySecret(deps: AppDeps, secret: string): string {
  return secretBox(deps.secret, IDENTITY_SECRET_PURPOSE).seal(secret);
}

export function openIdentitySecret(deps: AppDeps, sealed: string): string {
  return secretBox(deps.secret, IDENTITY_SECRET_PURPOSE).open(sealed);
}
