import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PremiumGateCard } from './premium-gate-card';
import { Dialog, DialogContent, DialogTitle } from './ui/dialog';

/** The Premium gate card as a dialog, for when the server refuses an action with 403 PREMIUM_REQUIRED. */
export function PremiumGateDialog({ open, onClose, ...card }: { open: boolean; onClose: () => void } & Omit<ComponentProps<typeof PremiumGateCard>, 'onNavigate' | 'asHeading'>) {
  const { t } = useTranslation(card.namespace);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-sm border-0 bg-transparent p-0 shadow-none" aria-describedby={undefined}>
        <DialogTitle className="sr-only">{t('premium.title')}</DialogTitle>
        <PremiumGateCard {...card} onNavigate={onClose} />
      </DialogContent>
    </Dialog>
  );
}
