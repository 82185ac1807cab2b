import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ReactNode } from 'react';
import type { PublicUser } from '@common/auth';
import type { Capability } from '@common/members';
import { Separator } from '../../components/ui/separator';
import { cn } from '../../lib/cn';
import { BOTTOM_NAV, MAIN_NAV } from './nav-items';
import { SidebarNav } from './sidebar-nav';
import { SidebarUser, type MonthCost } from './sidebar-user';

export interface SidebarData {
  user: PublicUser;
  projectName: string | undefined;
  /** undefined while loading */
  agentCount: number | undefined;
  /** month-to-date cost of the runs with a known price, and the runs without one; undefined while loading, null when it could not be loaded */
  monthCost: MonthCost | null | undefined;
  showTooltips: boolean;
  /** what the user's role in the current project allows (hides the screens it does not) */
  can: (capability: Capability) => boolean;
  projectSwitcher: ReactNode;
}

/** Brand, navigation and user footer; shared by the desktop sidebar and the phone drawer. */
export function SidebarContent({ data, collapsed, onNavigate }: { data: SidebarData; collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  return (
    <div className="flex h-full min-h-0 flex-col">
      <Link
        href="/"
        onClick={onNavigate}
        className={cn('flex h-14 shrink-0 items-center gap-2.5 px-3', collapsed && 'justify-center px-0')}
        // expanded, the visible name and project name the link; collapsed, only the icon shows
        aria-label={collapsed ? [tc('appName'), data.projectName].filter(Boolean).join(' ') : undefined}
      >
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Bot className="size-4" />
        </span>
        {!collapsed && (
          <span className="min-w-0 leading-tight">
            <span className="block truncate text-sm font-semibold">{tc('appName')}</span>
            {data.projectName && (
              <span className="block truncate text-xs text-muted-foreground" data-testid="sidebar-project">
                {data.projectName}
              </span>
            )}
          </span>
        )}
      </Link>
      {!collapsed && data.projectSwitcher}
      <Separator className="bg-sidebar-border" />
      <div className={cn('flex min-h-0 flex-1 flex-col justify-between gap-4 overflow-y-auto py-3', collapsed ? 'px-1.5' : 'px-3')}>
        <SidebarNav
          items={MAIN_NAV.filter((item) => !item.needs || data.can(item.needs))}
          collapsed={collapsed}
          showTooltips={data.showTooltips}
          agentCount={data.agentCount}
          label={t('nav.main')}
          onNavigate={onNavigate}
        />
        <SidebarNav
          items={BOTTOM_NAV}
          collapsed={collapsed}
          showTooltips={data.showTooltips}
          agentCount={data.agentCount}
          label={t('nav.secondary')}
          onNavigate={onNavigate}
        />
      </div>
      <Separator className="bg-sidebar-border" />
      <div className={cn('shrink-0 py-2', collapsed ? 'px-1' : 'px-2')}>
        <SidebarUser
          user={data.user}
          agentCount={data.agentCount}
          monthCost={data.monthCost}
          collapsed={collapsed}
          showTooltips={data.showTooltips}
        />
      </div>
    </div>
  );
}
