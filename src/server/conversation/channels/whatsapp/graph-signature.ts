import { createHmac } from 'node:crypto';
import { safeEqual } from '../../../platform/crypto';

/** X-Hub-Signature-256: 'sha256=' and the HMAC-SHA256 of the raw request body under the app secret, hex. */
export function hubSignature(appSecret: string, rawBody: Buffer): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function isHubSignatureValid(appSecret: string, rawBody: Buffer, header: string | undefined): boolean {
  return typeof header === 'string' && safeEqual(hubSignature(appSecret, rawBody), header.trim().toLowerCase().replace(/^sha256=/, 'sha256='));
}
