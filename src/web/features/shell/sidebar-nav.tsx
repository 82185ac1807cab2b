import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/cn';
import { InboxNavBadge } from './inbox-nav-badge';
import { NavTooltip } from './nav-tooltip';
import { isNavItemActive, type NavItem } from './nav-items';

interface SidebarNavProps {
  items: NavItem[];
  collapsed: boolean;
  showTooltips: boolean;
  agentCount: number | undefined;
  label: string;
  onNavigate?: () => void;
}

export function SidebarNav({ items, collapsed, showTooltips, agentCount, label, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation('shell');
  const [location] = useLocation();

  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-1">
        {items.map((item) => {
          const active = isNavItemActive(item.path, location);
          const text = t(item.labelKey);
          const badge = item.agentBadge && agentCount !== undefined && agentCount >= 1 ? agentCount : null;
          return (
            <li key={item.path}>
              <NavTooltip label={text} show={collapsed && showTooltips}>
                <Link
                  href={item.path}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  aria-label={collapsed ? text : undefined}
                  data-active={active}
                  className={cn(
                    'relative flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium text-sidebar-foreground/80 transition-colors hover:bg-sidebar-accent hover:text-sidebar-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    active && 'bg-sidebar-accent text-sidebar-foreground',
                    collapsed && 'justify-center px-0',
                  )}
                >
                  <item.icon className={cn('size-4 shrink-0', active && 'text-primary')} />
                  {!collapsed && <span className="truncate">{text}</span>}
                  {badge !== null &&
                    (collapsed ? (
                      <span className="absolute right-1 top-1 size-2 rounded-full bg-primary" aria-hidden="true" />
                    ) : (
                      <span
                        data-testid="agents-count-badge"
                        className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground"
                      >
                        {badge}
                      </span>
                    ))}
                  {item.inboxBadge && <InboxNavBadge collapsed={collapsed} />}
                </Link>
              </NavTooltip>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
