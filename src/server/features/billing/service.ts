import { PLANS, PREMIUM_TRIAL_DAYS, isWithinLimit, type Plan } from '../../../common/plans';
import { ERROR_CODES, PREMIUM_GATE_MESSAGE } from '../../../common/error-codes';
import { forbidden, conflict } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import type { SessionUser } from '../../platform/session';
import { effectiveTier } from '../auth/user-view';
import { setSubscription } from './queries';
import { userChanged } from '../auth/user-changed';

/** The account fields a plan is read from. */
export type PlanHolder = Pick<SessionUser, 'role' | 'subscriptionTier' | 'subscriptionExpiry'>;

export function planOf(user: PlanHolder, now: Date): Plan {
  return PLANS[effectiveTier(user, now)];
}

export function isPremium(user: PlanHolder, now: Date): boolean {
  return effectiveTier(user, now) === 'premium' || user.role === 'admin';
}

/** Throws the SPEC gate (403 PREMIUM_REQUIRED) unless the user has premium access. */
export function assertPremium(user: PlanHolder, now: Date): void {
  if (!isPremium(user, now)) throw forbidden(PREMIUM_GATE_MESSAGE, ERROR_CODES.premiumRequired);
}

/** Throws 403 PLAN_LIMIT_REACHED when one more item would pass the plan's limit. */
export function assertWithinPlanLimit(
  user: PlanHolder,
  now: Date,
  limit: 'maxProjects' | 'maxAgents' | 'maxMonthlyRuns',
  current: number,
  what: string,
): void {
  if (user.role === 'admin') return;
  const plan = planOf(user, now);
  if (!isWithinLimit(plan[limit], current)) {
    throw forbidden(
      `Your ${plan.id === 'free' ? 'Free' : 'Premium'} plan allows ${plan[limit]} ${what}. ${PREMIUM_GATE_MESSAGE}.`,
      ERROR_CODES.planLimit,
    );
  }
}

/** Grants 14 days of Premium, once per user. */
export async function startPremiumTrial(deps: AppDeps, user: SessionUser) {
  if (user.trialUsed) throw conflict('You have already used your Premium trial.');
  if (effectiveTier(user, deps.clock()) === 'premium') throw conflict('You already have Premium.');
  const expiry = new Date(deps.clock().getTime() + PREMIUM_TRIAL_DAYS * 86_400_000);
  const row = await setSubscription(deps.db, user.id, { subscriptionTier: 'premium', subscriptionExpiry: expiry, trialUsed: true });
  userChanged(deps, user.id);
  return row;
}
