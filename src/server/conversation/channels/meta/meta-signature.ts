import { createHmac } from 'node:crypto';
import { safeEqual } from '../../../platform/crypto';

/** X-Hub-Signature-256 as Meta signs webhooks: 'sha256=' and the hex HMAC-SHA256 of the raw body under the app secret. */
export function metaSignature(appSecret: string, rawBody: Buffer): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function isMetaSignatureValid(appSecret: string, rawBody: Buffer, header: string | undefined): boolean {
  return typeof header === 'string' && safeEqual(metaSignature(appSecret, rawBody), header.trim().toLowerCase());
}
