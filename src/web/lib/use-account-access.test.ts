import { describe, expect, it } from 'vitest';
import { accountAccess } from './use-account-access';

const free = { role: 'user' as const, subscriptionTier: 'free' as const, subscriptionExpiry: null };
const now = new Date('2026-11-27T12:00:00Z');

describe('accountAccess', () => {
  it('says an administrator has everything, whatever the plan or the instance', () => {
    expect(accountAccess({ ...free, role: 'admin' }, true, now)).toBe('admin');
    expect(accountAccess({ ...free, role: 'admin' }, false, now)).toBe('admin');
  });

  it('says every account has everything when the instance does not enforce plans', () => {
    expect(accountAccess(free, false, now)).toBe('unlimited');
  });

  it("gives a normal account its plan, an expired Premium counting as Free", () => {
    expect(accountAccess(free, true, now)).toBe('free');
    expect(accountAccess({ ...free, subscriptionTier: 'premium', subscriptionExpiry: '2026-12-01T00:00:00Z' }, true, now)).toBe('premium');
    expect(accountAccess({ ...free, subscriptionTier: 'premium', subscriptionExpiry: '2026-11-01T00:00:00Z' }, true, now)).toBe('free');
  });
});
