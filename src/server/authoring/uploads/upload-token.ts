import { deriveKey, hmac, randomToken, safeEqual } from '../../platform/crypto';

export const UPLOAD_URL_TTL_MS = 10 * 60_000;
const PURPOSE = 'upload-url';

function sign(secret: string, userId: string, name: string, expiresAt: number): string {
  return hmac(deriveKey(secret, PURPOSE), `${userId}:${name}:${expiresAt}`);
}

/** A signed, expiring PUT address for one object name, bound to the user who asked for it. */
export function createUploadToken(secret: string, userId: string, now: Date): { token: string; name: string } {
  const name = randomToken(18);
  const expiresAt = now.getTime() + UPLOAD_URL_TTL_MS;
  return { token: `${name}.${expiresAt}.${sign(secret, userId, name, expiresAt)}`, name };
}

/** The object name when the token is genuine, unexpired and the user's; null otherwise. */
export function readUploadToken(secret: string, userId: string, token: string, now: Date): string | null {
  const [name, expires, signature, extra] = token.split('.');
  if (!name || !expires || !signature || extra !== undefined || !/^\d+$/.test(expires)) return null;
  const expiresAt = Number(expires);
  if (!safeEqual(signature, sign(secret, userId, name, expiresAt))) return null;
  return expiresAt > now.getTime() ? name : null;
}
