import { describe, expect, it } from 'vitest';
import { identityFragment, readIdentity } from './identity';

describe('readIdentity', () => {
  it('reads the fragment the loader writes, and nothing without a user id', () => {
    const identity = { userId: 'user 42', name: 'Ada & co', email: 'ada@example.com', signature: 'ab'.repeat(32) };
    expect(readIdentity(identityFragment(identity))).toEqual(identity);
    expect(readIdentity('#uid=7')).toEqual({ userId: '7', name: undefined, email: undefined, signature: undefined });
    expect(readIdentity('')).toBeNull();
    expect(readIdentity('#name=Ada')).toBeNull();
  });
});
