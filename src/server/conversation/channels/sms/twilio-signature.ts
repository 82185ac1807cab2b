import { createHmac } from 'node:crypto';
import { safeEqual } from '../../../platform/crypto';

/**
 * Twilio's request signature (twilio.com/docs/usage/security#validating-requests): the full URL
 * Twilio called, followed by every POST parameter name and value sorted by name, signed with
 * HMAC-SHA1 under the account's auth token, base64.
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const names = [...new Set(params.keys())].sort();
  let data = url;
  for (const name of names) for (const value of params.getAll(name)) data += name + value;
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function isTwilioSignatureValid(authToken: string, url: string, params: URLSearchParams, header: string | undefined): boolean {
  return typeof header === 'string' && header.length > 0 && safeEqual(twilioSignature(authToken, url, params), header);
}
