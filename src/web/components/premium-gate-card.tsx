import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PLANS, PREMIUM_TRIAL_DAYS, formatPlanPrice } from '@common/plans';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

interface PremiumGateCardProps {
  /** the i18n namespace holding premium.title, .message, .upgrade, .trial and, where it has one, .detail */
  namespace: string;
  /** values the namespace's premium.message interpolates */
  messageValues?: Record<string, unknown>;
  /** a heading where the card replaces a page; plain text inside a dialog */
  asHeading?: boolean;
  className?: string;
  onNavigate?: () => void;
  'data-testid'?: string;
}

/** The Premium gate: what Premium unlocks, the price, and the way to upgrade. */
export function PremiumGateCard({ namespace, messageValues, asHeading = false, className, onNavigate, 'data-testid': testId }: PremiumGateCardProps) {
  const { t } = useTranslation(namespace);
  const Title = asHeading ? 'h2' : 'p';
  const detail = t('premium.detail', { defaultValue: '' });
  return (
    <div className={cn('flex flex-col items-center gap-3 rounded-lg border border-warning/40 bg-card p-6 text-center', className)} data-testid={testId}>
      <span className="flex size-10 items-center justify-center rounded-full bg-warning/15 text-warning">
        <Crown className="size-5" aria-hidden="true" />
      </span>
      <Title className="font-semibold">{t('premium.title')}</Title>
      <p className="text-sm">{t('premium.message', messageValues)}</p>
      {detail && <p className="max-w-md text-sm text-muted-foreground">{detail}</p>}
      <Button asChild>
        <Link href="/settings" onClick={onNavigate}>
          {t('premium.upgrade', { price: formatPlanPrice(PLANS.premium) })}
        </Link>
      </Button>
      <p className="text-xs text-muted-foreground">{t('premium.trial', { days: PREMIUM_TRIAL_DAYS })}</p>
    </div>
  );
}
