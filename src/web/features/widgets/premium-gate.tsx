import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PLANS, PREMIUM_TRIAL_DAYS, formatPlanPrice } from '@common/plans';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';

/** SPEC section 6 gate card for widget customisation. */
export function WidgetPremiumGate({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation('widgets');
  return (
    <div className={cn('flex flex-col items-center gap-3 rounded-lg border border-warning/40 bg-card p-6 text-center', className)} data-testid="widgets-premium-gate">
      <span className="flex size-10 items-center justify-center rounded-full bg-warning/15 text-warning">
        <Crown className="size-5" aria-hidden="true" />
      </span>
      <p className="font-semibold">{t('premium.title')}</p>
      <p className="text-sm">{t('premium.message')}</p>
      <p className="max-w-md text-sm text-muted-foreground">{t('premium.detail')}</p>
      <Button asChild>
        <Link href="/settings" onClick={onNavigate}>
          {t('premium.upgrade', { price: formatPlanPrice(PLANS.premium) })}
        </Link>
      </Button>
      <p className="text-xs text-muted-foreground">{t('premium.trial', { days: PREMIUM_TRIAL_DAYS })}</p>
    </div>
  );
}

/** Shown when the server refuses a widget action with 403 PREMIUM_REQUIRED. */
export function WidgetPremiumGateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('widgets');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-sm border-0 bg-transparent p-0 shadow-none" aria-describedby={undefined}>
        <DialogTitle className="sr-only">{t('premium.title')}</DialogTitle>
        <WidgetPremiumGate onNavigate={onClose} />
      </DialogContent>
    </Dialog>
  );
}
