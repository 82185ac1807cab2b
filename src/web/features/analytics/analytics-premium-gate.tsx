import { PremiumGateCard } from '../../components/premium-gate-card';

/** The Premium gate card, shown instead of the page to users without Premium. */
export function AnalyticsPremiumGate() {
  return <PremiumGateCard namespace="analytics" asHeading className="mx-auto max-w-lg" data-testid="premium-gate" />;
}
