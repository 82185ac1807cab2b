import type { PublicUser } from '@common/auth';
import type { PlanId } from '@common/plans';

type TierFields = Pick<PublicUser, 'subscriptionTier' | 'subscriptionExpiry'>;

/** True when a subscription expiry date exists and has passed. */
export function isSubscriptionExpired(user: TierFields, now = new Date()): boolean {
  return user.subscriptionExpiry !== null && new Date(user.subscriptionExpiry).getTime() <= now.getTime();
}

/** The tier that applies today: an expired premium counts as free (the server applies the same rule). */
export function effectiveTier(user: TierFields, now = new Date()): PlanId {
  return user.subscriptionTier === 'premium' && !isSubscriptionExpired(user, now) ? 'premium' : 'free';
}
