import { PanelLeft, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ThemeToggle } from '../../components/theme-toggle';
import { Button } from '../../components/ui/button';
import { Separator } from '../../components/ui/separator';
import type { AgentListItem } from '@common/agents';
import { pageKeyFor } from './page-meta';
import { QuickSearch } from './quick-search-dialog';
import type { SidebarState } from './use-sidebar';

export function PageHeader({ sidebar, canCreateAgent, agents }: { sidebar: SidebarState; canCreateAgent: boolean; agents: AgentListItem[] }) {
  const { t } = useTranslation('shell');
  const [location] = useLocation();
  const page = pageKeyFor(location);
  const toggleLabel = sidebar.isMobile ? t('openNavigation') : t('toggleSidebar');

  return (
    <header className="sticky top-0 z-30 flex min-h-14 items-center gap-3 border-b bg-background/95 px-3 py-2 backdrop-blur sm:px-4">
      <Button
        variant="ghost"
        size="icon"
        data-testid="sidebar-toggle"
        aria-label={toggleLabel}
        title={`${toggleLabel} (Ctrl/⌘+B)`}
        aria-expanded={sidebar.isMobile ? sidebar.mobileOpen : sidebar.expanded}
        onClick={sidebar.toggle}
      >
        <PanelLeft />
      </Button>
      <Separator orientation="vertical" className="h-6" />
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-base font-semibold leading-tight sm:text-lg" data-testid="page-title">
          {t(`pages.${page}.title`)}
        </h1>
        <p className="hidden truncate text-sm text-muted-foreground sm:block" data-testid="page-description">
          {t(`pages.${page}.description`)}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-1 sm:gap-2">
        <QuickSearch agents={agents} />
        <ThemeToggle />
        {canCreateAgent && (
          <Button asChild size="sm" data-testid="create-agent-button">
            <Link href="/agents?create=1" aria-label={t('createAgent')}>
              <Plus />
              <span className="hidden sm:inline">{t('createAgent')}</span>
            </Link>
          </Button>
        )}
      </div>
    </header>
  );
}
