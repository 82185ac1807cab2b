/** The one plan table: gate card, landing page and settings read it. */
export type PlanId = 'free' | 'premium';

export interface Plan {
  id: PlanId;
  /** i18n key of the plan name */
  nameKey: string;
  /** monthly price in US dollars */
  price: number;
  /** -1 means unlimited */
  maxProjects: number;
  maxAgents: number;
  maxMonthlyRuns: number;
  /** i18n keys of the listed features */
  featureKeys: string[];
}

export const UNLIMITED = -1;

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    nameKey: 'plans.free.name',
    price: 0,
    maxProjects: 1,
    maxAgents: 2,
    maxMonthlyRuns: 100,
    featureKeys: ['plans.free.features.basicAgents', 'plans.free.features.webWidget', 'plans.free.features.apiAccess'],
  },
  premium: {
    id: 'premium',
    nameKey: 'plans.premium.name',
    price: 15.9,
    maxProjects: UNLIMITED,
    maxAgents: UNLIMITED,
    maxMonthlyRuns: UNLIMITED,
    featureKeys: [
      'plans.premium.features.unlimitedAgents',
      'plans.premium.features.advancedAnalytics',
      'plans.premium.features.allChannels',
      'plans.premium.features.prioritySupport',
      'plans.premium.features.customIntegrations',
    ],
  },
};

export const PREMIUM_TRIAL_DAYS = 14;

export function formatPlanPrice(plan: Plan): string {
  return `$${plan.price.toFixed(2)}`;
}

/** Within limit when the limit is unlimited (-1) or the current count is below it. */
export function isWithinLimit(limit: number, current: number): boolean {
  return limit === UNLIMITED || current < limit;
}
