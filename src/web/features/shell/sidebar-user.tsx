import { LogOut, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@common/auth';
import { Avatar, AvatarFallback, AvatarImage } from '../../components/ui/avatar';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useCostText } from '../../lib/cost-text';
import { formatMoney } from '../../lib/format-money';
import { useAccountAccess } from '../../lib/use-account-access';
import { NavTooltip } from './nav-tooltip';
import { avatarInitial, displayName } from './user-display';

/** decimal string of the runs with a known price, and how many runs had none */
export interface MonthCost {
  amount: string;
  unpricedRuns: number;
}

interface SidebarUserProps {
  user: PublicUser;
  /** undefined while loading */
  agentCount: number | undefined;
  /** month-to-date cost; undefined while loading, null when unavailable */
  monthCost: MonthCost | null | undefined;
  collapsed: boolean;
  showTooltips: boolean;
}

export function SidebarUser({ user, agentCount, monthCost, collapsed, showTooltips }: SidebarUserProps) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const costText = useCostText();
  const name = displayName(user);
  const initial = avatarInitial(user);
  const access = useAccountAccess(user);
  // an admin, or everyone on an instance without plans, has every feature: the sidebar says so rather than 'Free'
  const premium = access !== undefined && access !== 'free';
  const tier = access === undefined ? '' : t(`tier.${access}`);

  const avatar = (
    <Avatar className="size-8">
      {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
      <AvatarFallback>{initial ?? <User className="size-4" />}</AvatarFallback>
    </Avatar>
  );

  const logout = (
    <a
      href="/api/logout"
      aria-label={tc('logout')}
      data-testid="logout-link"
      className="flex size-8 shrink-0 items-center justify-center rounded-md text-sidebar-foreground/70 transition-colors hover:bg-sidebar-accent hover:text-sidebar-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <LogOut className="size-4" />
    </a>
  );

  if (collapsed) {
    return (
      <div data-testid="sidebar-user" className="flex flex-col items-center gap-2">
        <NavTooltip label={tier ? `${name} · ${tier}` : name} show={showTooltips}>
          <span tabIndex={0} className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            {avatar}
          </span>
        </NavTooltip>
        <NavTooltip label={tc('logout')} show={showTooltips}>
          {logout}
        </NavTooltip>
      </div>
    );
  }

  return (
    <div data-testid="sidebar-user" className="flex items-start gap-3 rounded-md p-2">
      {avatar}
      <div className="min-w-0 flex-1 text-xs leading-5">
        <p className="truncate text-sm font-medium text-sidebar-foreground" title={name}>
          {name}
        </p>
        <p className="truncate text-muted-foreground">
          {tier && (
            <>
              <span className={cn(premium && 'font-medium text-primary')} data-testid="sidebar-tier">
                {tier}
              </span>
              {' · '}
            </>
          )}
          {agentCount === undefined ? (
            <Skeleton className="inline-block h-3 w-14 bg-sidebar-foreground/15 align-middle" data-testid="sidebar-agent-count-loading" />
          ) : (
            <span data-testid="sidebar-agent-count">{t('agentCount', { count: agentCount })}</span>
          )}
        </p>
        {monthCost === undefined && (
          <p className="flex h-5 items-center" role="status" aria-label={t('monthCostLoading')} data-testid="sidebar-month-cost-loading">
            <Skeleton className="h-3 w-24 bg-sidebar-foreground/15" />
          </p>
        )}
        {monthCost && (
          <p className="truncate text-muted-foreground" data-testid="sidebar-month-cost">
            {t('monthCost', { amount: formatMoney(monthCost.amount) })}
          </p>
        )}
        {monthCost && monthCost.unpricedRuns > 0 && (
          <p className="text-muted-foreground" title={costText.hint(monthCost.unpricedRuns)} data-testid="sidebar-month-unpriced">
            {costText.note(monthCost.unpricedRuns)}
          </p>
        )}
      </div>
      {logout}
    </div>
  );
}
