import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog';
import { PremiumGateCard } from './premium-gate-card';

export function PremiumGateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('agents');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-sm border-0 bg-transparent p-0 shadow-none" aria-describedby={undefined}>
        <DialogTitle className="sr-only">{t('premium.title')}</DialogTitle>
        <PremiumGateCard onNavigate={onClose} />
      </DialogContent>
    </Dialog>
  );
}
