import { FlaskConical, Plus, Upload, Wrench, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

const ACTIONS: { key: string; href: string; icon: LucideIcon }[] = [
  { key: 'createAgent', href: '/agents?create=1', icon: Plus },
  { key: 'testConsole', href: '/test-console', icon: FlaskConical },
  { key: 'uploadDocuments', href: '/knowledge', icon: Upload },
  { key: 'configureTools', href: '/tools', icon: Wrench },
];

export function QuickActionsCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card className={className} data-testid="quick-actions">
      <CardHeader>
        <CardTitle>{t('quickActions.title')}</CardTitle>
        <CardDescription>{t('quickActions.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {ACTIONS.map(({ key, href, icon: Icon }) => (
          <Link
            key={key}
            href={href}
            className="flex items-center gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0">
              <span className="block font-medium">{t(`quickActions.${key}.title`)}</span>
              <span className="block truncate text-xs text-muted-foreground">{t(`quickActions.${key}.description`)}</span>
            </span>
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}
