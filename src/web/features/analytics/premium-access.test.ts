import { describe, expect, it } from 'vitest';
import { hasPremiumAccess } from './premium-access';

const now = new Date('2025-06-01T00:00:00Z');
const user = (overrides: Partial<Parameters<typeof hasPremiumAccess>[0]> = {}) => ({
  role: 'user' as const,
  subscriptionTier: 'free' as const,
  subscriptionExpiry: null,
  ...overrides,
});

describe('hasPremiumAccess', () => {
  it('refuses free users and lets Premium and admins in', () => {
    expect(hasPremiumAccess(user(), now)).toBe(false);
    expect(hasPremiumAccess(user({ subscriptionTier: 'premium' }), now)).toBe(true);
    expect(hasPremiumAccess(user({ role: 'admin' }), now)).toBe(true);
  });
  it('treats an expired Premium as free', () => {
    expect(hasPremiumAccess(user({ subscriptionTier: 'premium', subscriptionExpiry: '2025-05-01T00:00:00Z' }), now)).toBe(false);
  });
});
