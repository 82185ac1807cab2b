import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PLANS, PREMIUM_TRIAL_DAYS, formatPlanPrice } from '@common/plans';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { cn } from '../../lib/cn';

/** The premium gate: shown when the server answers 403 PREMIUM_REQUIRED (the plan's agent limit). */
export function PremiumGateCard({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const { t } = useTranslation('agents');
  return (
    <Card className={cn('border-warning/40', className)} data-testid="premium-gate">
      <CardContent className="flex flex-col items-center gap-3 p-6 text-center">
        <span className="flex size-10 items-center justify-center rounded-full bg-warning/15 text-warning">
          <Crown className="size-5" aria-hidden="true" />
        </span>
        <p className="font-semibold">{t('premium.title')}</p>
        <p className="text-sm text-muted-foreground">{t('premium.message', { count: PLANS.free.maxAgents })}</p>
        <Button asChild>
          <Link href="/settings" onClick={onNavigate}>
            {t('premium.upgrade', { price: formatPlanPrice(PLANS.premium) })}
          </Link>
        </Button>
        <p className="text-xs text-muted-foreground">{t('premium.trial', { days: PREMIUM_TRIAL_DAYS })}</p>
      </CardContent>
    </Card>
  );
}
