import { PLANS, PREMIUM_TRIAL_DAYS, isWithinLimit, type Plan } from '../../../common/plans';
import { ERROR_CODES, PREMIUM_GATE_MESSAGE } from '../../../common/error-codes';
import { forbidden, conflict } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import { emit } from '../../platform/events';
import type { SessionUser } from '../../platform/session';
import { effectiveTier, userChanged } from '../auth/index';
import { setSubscription } from './queries';
import { effectiveConfig } from '../../platform/instance-settings/config-store';

/** The account fields a plan is read from. */
export type PlanHolder = Pick<SessionUser, 'role' | 'subscriptionTier' | 'subscriptionExpiry'>;

export function planOf(user: PlanHolder, now: Date): Plan {
  return PLANS[effectiveTier(user, now)];
}

export function isPremium(user: PlanHolder, now: Date): boolean {
  return effectiveTier(user, now) === 'premium' || user.role === 'admin';
}

/** False when an admin lifted the plans (Settings > Instance): every account has every feature. */
export async function plansEnforced(deps: AppDeps): Promise<boolean> {
  return (await effectiveConfig(deps)).enforcePlans;
}

/** Premium features are open to this account: its plan has them, it is an admin, or plans are not enforced. */
export async function hasPremium(deps: AppDeps, user: PlanHolder): Promise<boolean> {
  return isPremium(user, deps.clock()) || !(await plansEnforced(deps));
}

/** Throws the premium gate (403 PREMIUM_REQUIRED) unless the account has premium access. */
export async function assertPremium(deps: AppDeps, user: PlanHolder): Promise<void> {
  if (!(await hasPremium(deps, user))) throw forbidden(PREMIUM_GATE_MESSAGE, ERROR_CODES.premiumRequired);
}

/** Throws 403 PLAN_LIMIT_REACHED when one more item would pass the plan's limit. */
export async function assertWithinPlanLimit(
  deps: AppDeps,
  user: PlanHolder,
  limit: 'maxProjects' | 'maxAgents' | 'maxMonthlyRuns',
  current: number,
  what: string,
): Promise<void> {
  if (user.role === 'admin' || !(await plansEnforced(deps))) return;
  const plan = planOf(user, deps.clock());
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
  await emit(deps, userChanged, { userId: user.id });
  return row;
}
