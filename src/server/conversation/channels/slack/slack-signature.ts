import { createHmac } from 'node:crypto';
import { safeEqual } from '../../../platform/crypto';

/** Slack refuses to replay older requests itself; so do we (its docs suggest five minutes). */
export const SLACK_MAX_AGE_S = 5 * 60;

/** X-Slack-Signature: 'v0=' and the hex HMAC-SHA256 of `v0:{timestamp}:{raw body}` under the signing secret. */
export function slackSignature(signingSecret: string, timestamp: string, rawBody: Buffer): string {
  return `v0=${createHmac('sha256', signingSecret).update(`v0:${timestamp}:`).update(rawBody).digest('hex')}`;
}

/** The X-Slack-Request-Timestamp header (seconds) within five minutes of now, either way. */
export function isSlackTimestampFresh(timestamp: string | undefined, now: Date): boolean {
  if (!timestamp || !/^[0-9]{1,12}$/.test(timestamp)) return false;
  return Math.abs(now.getTime() / 1000 - Number(timestamp)) <= SLACK_MAX_AGE_S;
}

export function isSlackSignatureValid(signingSecret: string, timestamp: string, rawBody: Buffer, header: string | undefined): boolean {
  return typeof header === 'string' && safeEqual(slackSignature(signingSecret, timestamp, rawBody), header.trim());
}
