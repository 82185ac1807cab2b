import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@common/admin';
import { sortUsersForReview } from './sort-users';

const user = (id: string, accessStatus: AdminUser['accessStatus'], createdAt: string): AdminUser => ({
  id,
  email: `${id}@example.com`,
  firstName: null,
  lastName: null,
  role: 'user',
  accessStatus,
  subscriptionTier: 'free',
  subscriptionExpiry: null,
  createdAt,
});

describe('users under review', () => {
  it('lists waitlisted accounts first, oldest first within each group', () => {
    const sorted = sortUsersForReview([
      user('a', 'authorized', '2025-01-01T00:00:00.000Z'),
      user('b', 'waitlist', '2025-03-01T00:00:00.000Z'),
      user('c', 'waitlist', '2025-02-01T00:00:00.000Z'),
      user('d', 'authorized', '2024-12-01T00:00:00.000Z'),
    ]);
    expect(sorted.map((u) => u.id)).toEqual(['c', 'b', 'd', 'a']);
  });
});
