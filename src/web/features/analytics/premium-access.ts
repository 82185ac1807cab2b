import type { PublicUser } from '@common/auth';
import { effectiveTier } from '../../lib/subscription';

/** The server's rule (billing isPremium): a current Premium subscription, or an admin. */
export function hasPremiumAccess(user: Pick<PublicUser, 'role' | 'subscriptionTier' | 'subscriptionExpiry'>, now = new Date()): boolean {
  return user.role === 'admin' || effectiveTier(user, now) === 'premium';
}
