import { describe, expect, it } from 'vitest';
import { newSigningSecret, signatureHeader, verifySignature } from './signature';

describe('event webhook signature', () => {
  const secret = newSigningSecret();
  const body = JSON.stringify({ type: 'approval.waiting' });

  it('verifies what it signed, within the tolerance', () => {
    expect(verifySignature(secret, body, signatureHeader(secret, body, 1000), 1100)).toBe(true);
  });

  it('refuses another body, another secret, an old timestamp or a malformed header', () => {
    const header = signatureHeader(secret, body, 1000);
    expect(verifySignature(secret, `${body} `, header, 1000)).toBe(false);
    expect(verifySignature(newSigningSecret(), body, header, 1000)).toBe(false);
    expect(verifySignature(secret, body, header, 2000)).toBe(false);
    expect(verifySignature(secret, body, 'v1=abc', 1000)).toBe(false);
  });
});
