import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@common/admin';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { isSubscriptionExpired } from '../../lib/subscription';

interface UserRowProps {
  user: AdminUser;
  isSelf: boolean;
  busy: boolean;
  onApprove: () => void;
  onTierChange: (tier: AdminUser['subscriptionTier']) => void;
  /** the disable / role / delete actions, absent for the admin's own row */
  actions: ReactNode;
}

export function UserRow({ user, isSelf, busy, onApprove, onTierChange, actions }: UserRowProps) {
  const { t, i18n } = useTranslation('settings');
  const { t: tp } = useTranslation('plans');
  const { t: ti } = useTranslation('instance');
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const waitlisted = user.accessStatus === 'waitlist';

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4 first:pt-0 last:pb-0" data-testid="admin-user-row" data-status={user.accessStatus}>
      <div className="min-w-0 flex-1 basis-56">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="truncate">{name || user.email}</span>
          {user.role === 'admin' && <Badge variant="secondary">{t('users.admin')}</Badge>}
          {isSelf && <Badge variant="outline">{t('users.you')}</Badge>}
        </p>
        {name && <p className="truncate text-sm text-muted-foreground">{user.email}</p>}
        <p className="text-xs text-muted-foreground">{t('users.joined', { date: date(user.createdAt) })}</p>
      </div>
      <div className="flex w-28 sm:justify-end">
        {user.accessStatus === 'disabled' ? (
          <Badge variant="destructive">{ti('users.disabled')}</Badge>
        ) : (
          <Badge variant={waitlisted ? 'warning' : 'success'}>{waitlisted ? t('users.waitlist') : t('users.authorized')}</Badge>
        )}
      </div>
      <div className="flex w-32 flex-col gap-1">
        <Select value={user.subscriptionTier} disabled={busy} onValueChange={(value) => onTierChange(value === 'premium' ? 'premium' : 'free')}>
          <SelectTrigger className="w-32" aria-label={t('users.tierFor', { user: user.email })} data-testid="admin-user-tier">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="free">{tp('free.name')}</SelectItem>
            <SelectItem value="premium">{tp('premium.name')}</SelectItem>
          </SelectContent>
        </Select>
        {user.subscriptionTier === 'premium' && user.subscriptionExpiry && (
          <span className={isSubscriptionExpired(user) ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
            {isSubscriptionExpired(user)
              ? t('users.expiredOn', { date: date(user.subscriptionExpiry) })
              : t('users.until', { date: date(user.subscriptionExpiry) })}
          </span>
        )}
      </div>
      <div className="flex min-w-28 justify-end">
        {waitlisted && (
          <Button size="sm" onClick={onApprove} disabled={busy} data-testid="admin-user-approve">
            <Check />
            {t('users.approve')}
          </Button>
        )}
      </div>
      {!isSelf && <div className="w-full">{actions}</div>}
    </li>
  );
}
