import type { PublicUser } from '@common/auth';
import { useInstanceCapabilities } from './queries/get-instance-capabilities';
import { effectiveTier } from './subscription';

/**
 * What an account really has, and why: 'admin' (an administrator has every feature and no limit,
 * as the server decides), 'unlimited' (the instance does not enforce plans), else its plan.
 */
export type AccountAccess = 'admin' | 'unlimited' | 'free' | 'premium';

export function accountAccess(user: Pick<PublicUser, 'role' | 'subscriptionTier' | 'subscriptionExpiry'>, plansEnforced: boolean, now = new Date()): AccountAccess {
  if (user.role === 'admin') return 'admin';
  if (!plansEnforced) return 'unlimited';
  return effectiveTier(user, now);
}

/** The account's access; undefined while the instance's plan enforcement loads (an admin's is known at once). */
export function useAccountAccess(user: Pick<PublicUser, 'role' | 'subscriptionTier' | 'subscriptionExpiry'>): AccountAccess | undefined {
  const capabilities = useInstanceCapabilities();
  if (user.role === 'admin') return 'admin';
  return capabilities.data ? accountAccess(user, capabilities.data.plansEnforced) : undefined;
}
