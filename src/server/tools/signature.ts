import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-agentforge-signature';

/**
 * The signature header of an outgoing body: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`.
 * A receiver recomputes the HMAC with the shared secret and rejects old timestamps (replays).
 */
export function signBody(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
