import { useTranslation } from 'react-i18next';
import { PremiumGateCard } from '../../components/premium-gate-card';
import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog';

/** The premium gate card for widget customisation. */
export function WidgetPremiumGate({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return <PremiumGateCard namespace="widgets" className={className} onNavigate={onNavigate} data-testid="widgets-premium-gate" />;
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
