/** What other features may use of accounts/billing: everything else in this folder is its own. */
export { assertPremium, assertWithinPlanLimit, hasPremium, planOf, plansEnforced } from './service';
export type { PlanHolder } from './service';
