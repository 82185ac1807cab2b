import { describe, expect, it } from 'vitest';
import { decrypt, deriveKey, encrypt } from './crypto';

describe('encrypt/decrypt', () => {
  const key = deriveKey('x'.repeat(40), 'provider-keys');

  it('round-trips and never stores the plaintext', () => {
    const sealed = encrypt(key, 'sk-secret-value');
    expect(sealed).not.toContain('sk-secret');
    expect(decrypt(key, sealed)).toBe('sk-secret-value');
  });

  it('refuses a tampered ciphertext or another key', () => {
    const sealed = encrypt(key, 'hello');
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[2], 'base64url');
    flipped[0] ^= 1;
    expect(() => decrypt(key, [parts[0], parts[1], flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => decrypt(deriveKey('y'.repeat(40), 'provider-keys'), sealed)).toThrow();
  });
});
