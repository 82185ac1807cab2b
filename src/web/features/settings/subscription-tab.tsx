import { Check, Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@common/auth';
import { PLANS, PREMIUM_TRIAL_DAYS, UNLIMITED, formatPlanPrice } from '@common/plans';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { effectiveTier, isSubscriptionExpired } from '../../lib/subscription';
import { useAccountAccess } from '../../lib/use-account-access';
import { useStartPremiumTrial } from './api/start-trial';
import { errorMessage } from './error-message';

/** Plan keys in src/common/plans.ts are 'plans.<path>'; the plans namespace holds '<path>'. */
const planKey = (key: string) => key.replace(/^plans\./, '');

export function SubscriptionTab({ user, onUserChanged }: { user: PublicUser; onUserChanged: () => unknown }) {
  const { t, i18n } = useTranslation('settings');
  const { t: tp } = useTranslation('plans');
  const tier = effectiveTier(user);
  const access = useAccountAccess(user);
  // an admin, or every account when plans are not enforced, has every feature and no limit, whatever its plan says
  const everything = access === 'admin' || access === 'unlimited';
  const plan = everything ? PLANS.premium : PLANS[tier];
  const expired = !everything && user.subscriptionTier === 'premium' && isSubscriptionExpired(user);
  const formatDate = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  const trial = useStartPremiumTrial({
    onSuccess: (updated) => {
      toast({
        title: t('subscription.trialStarted'),
        description: updated.subscriptionExpiry ? t('subscription.trialEnds', { date: formatDate(updated.subscriptionExpiry) }) : undefined,
      });
      onUserChanged();
    },
    onError: (error) => toast({ title: t('subscription.trialFailed'), description: errorMessage(error), variant: 'destructive' }),
  });
  const limit = (value: number, key: 'projects' | 'agents' | 'runs') =>
    value === UNLIMITED ? tp(`limits.${key}Unlimited`) : tp(`limits.${key}`, { count: value });

  return (
    <Card data-testid="subscription-tab">
      <CardHeader>
        <CardTitle>{t('subscription.title')}</CardTitle>
        <CardDescription>{t('subscription.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border p-4">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <Crown className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                <span data-testid="subscription-plan">{everything ? t(`subscription.${access}.name`) : tp(planKey(plan.nameKey))}</span>
              </p>
              <p className="text-sm text-muted-foreground">
                {everything ? (
                  t('subscription.everything')
                ) : (
                  <>
                    {formatPlanPrice(plan)}
                    {tp('perMonth')}
                  </>
                )}
              </p>
            </div>
          </div>
          {!everything && tier === 'premium' && user.subscriptionExpiry && (
            <p className="text-sm text-muted-foreground" data-testid="subscription-expiry">
              {t('subscription.premiumUntil', { date: formatDate(user.subscriptionExpiry) })}
            </p>
          )}
          {expired && user.subscriptionExpiry && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge variant="destructive" data-testid="subscription-expired">
                {t('subscription.expired')}
              </Badge>
              {t('subscription.expiredOn', { date: formatDate(user.subscriptionExpiry) })}
            </p>
          )}
        </div>
        {everything && (
          <p className="text-sm text-muted-foreground" data-testid="subscription-why">
            {t(`subscription.${access}.why`)}
          </p>
        )}
        <ul className="grid gap-2 text-sm sm:grid-cols-2">
          {[
            ...new Set([
              limit(plan.maxProjects, 'projects'),
              limit(plan.maxAgents, 'agents'),
              limit(plan.maxMonthlyRuns, 'runs'),
              ...plan.featureKeys.map((key) => tp(planKey(key))),
            ]),
          ].map((text) => (
              <li key={text} className="flex items-center gap-2">
                <Check className="size-4 shrink-0 text-success" aria-hidden="true" />
                {text}
              </li>
            ))}
        </ul>
      </CardContent>
      {access === 'free' && (
        <CardFooter className="flex-col items-start gap-2 border-t pt-5">
          {user.trialUsed ? (
            <p className="text-sm text-muted-foreground">{t('subscription.trialUsed')}</p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                {t('subscription.trialOffer', { days: PREMIUM_TRIAL_DAYS, price: formatPlanPrice(PLANS.premium) })}
              </p>
              <Button onClick={() => trial.mutate()} disabled={trial.isPending} data-testid="start-trial">
                <Crown />
                {trial.isPending ? t('subscription.starting') : t('subscription.startTrial')}
              </Button>
            </>
          )}
        </CardFooter>
      )}
    </Card>
  );
}
