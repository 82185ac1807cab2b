import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTwoFactor } from './api/get-two-factor';
import { TwoFactorCard } from './two-factor-card';

/** Shown instead of the app while the instance requires two-factor sign-in and this account has none. */
export function TwoFactorRequiredScreen() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const status = useTwoFactor();
  const enabled = status.data?.enabled ?? false;
  useEffect(() => {
    // turned on: every screen may load now
    if (enabled) void queryClient.invalidateQueries();
  }, [enabled, queryClient]);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4" data-testid="two-factor-required">
      <h1 className="flex items-center gap-2 text-xl font-semibold">
        <ShieldAlert className="size-5 text-warning" aria-hidden="true" />
        {t('required.title')}
      </h1>
      <p className="text-sm text-muted-foreground">{t('required.body')}</p>
      {status.isPending && <Skeleton className="h-40 w-full" />}
      {status.isError && <InlineError error={status.error} onRetry={() => void status.refetch()} />}
      {status.data && <TwoFactorCard status={status.data} />}
    </div>
  );
}
