import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';

/** SMS and WhatsApp are Premium channels (plan table: 'all deployment channels'); the server enforces it. */
export function PremiumChannelNote() {
  const { t } = useTranslation('deployments');
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm sm:flex-row sm:items-center sm:justify-between" data-testid="channel-premium-note">
      <p className="flex items-start gap-2">
        <Crown className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        {t('messaging.premium')}
      </p>
      <Button asChild size="sm" variant="outline" className="shrink-0">
        <Link href="/settings?tab=subscription">{t('messaging.upgrade')}</Link>
      </Button>
    </div>
  );
}
