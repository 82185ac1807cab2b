import type { AdminUser } from '@common/admin';

/** Waitlisted accounts first (they wait for approval), each group oldest first. */
export function sortUsersForReview(users: AdminUser[]): AdminUser[] {
  const rank = (user: AdminUser) => (user.accessStatus === 'waitlist' ? 0 : 1);
  return [...users].sort((a, b) => rank(a) - rank(b) || a.createdAt.localeCompare(b.createdAt));
}
