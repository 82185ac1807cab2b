import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

/** Browser navigation to /api/logout; compact shows only the icon on phones. */
export function LogoutButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Button asChild variant="outline" size="sm" className="ml-1">
      <a href="/api/logout" aria-label={compact ? t('logout') : undefined}>
        <LogOut aria-hidden />
        <span className={compact ? 'hidden sm:inline' : undefined}>{t('logout')}</span>
      </a>
    </Button>
  );
}
