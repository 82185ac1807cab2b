import { createHmac } from 'node:crypto';

/** Checks an X-AgentForge-Signature header (`t=<unix s>,v1=<hex>`) the way a receiver would: HMAC-SHA256 of `${t}.${body}`. */
export function signatureMatches(header: string | string[] | undefined, body: string, secret: string): boolean {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(header ?? ''));
  if (!m) return false;
  return createHmac('sha256', secret).update(`${m[1]}.${body}`).digest('hex') === m[2];
}
