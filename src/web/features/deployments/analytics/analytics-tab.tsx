import { AlertTriangle, BarChart3, Clock, MessagesSquare, Repeat, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeploymentStats } from '../api/get-deployment-stats';
import { ChannelTable } from './channel-table';
import { LastSevenDays } from './last-seven-days';
import { StatCard } from './stat-card';
import { channelRows, totalsOf } from './stats-figures';

/** Real figures from stored non-test runs of this agent, per channel. */
export function AnalyticsTab({ agentId }: { agentId: string }) {
  const { t, i18n } = useTranslation('deployments');
  const stats = useDeploymentStats(agentId);

  if (stats.isPending) return <Skeleton className="h-72" />;
  if (stats.isError) return <InlineError error={stats.error} onRetry={() => void stats.refetch()} />;

  const rows = channelRows(stats.data);
  const totals = totalsOf(rows);
  const number = new Intl.NumberFormat(i18n.language);
  const latency =
    stats.data.avgLatency === null
      ? t('analytics.noData')
      : stats.data.avgLatency >= 1000
        ? t('analytics.seconds', { value: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(stats.data.avgLatency / 1000) })
        : t('analytics.milliseconds', { value: number.format(Math.round(stats.data.avgLatency)) });

  if (stats.data.totalTurns === 0) {
    return (
      <Card data-testid="deployment-stats-empty">
        <CardContent className="flex flex-col items-center gap-3 pt-10 pb-10 text-center">
          <BarChart3 className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{t('analytics.emptyTitle')}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t('analytics.emptyBody')}</p>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="flex flex-col gap-6" data-testid="deployment-stats">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard icon={MessagesSquare} label={t('analytics.conversations')} value={number.format(stats.data.totalConversations)} />
        <StatCard icon={Repeat} label={t('analytics.turns')} value={number.format(stats.data.totalTurns)} />
        <StatCard icon={Timer} label={t('analytics.avgLatency')} value={latency} />
        <StatCard
          icon={AlertTriangle}
          label={t('analytics.errorsAndLimited')}
          value={`${number.format(totals.errors)} / ${number.format(totals.limited)}`}
          tone={totals.errors + totals.limited > 0 ? 'warning' : undefined}
        />
      </div>
      {totals.limited > 0 && (
        <p className="flex items-start gap-2 rounded-md bg-warning/10 px-3 py-2 text-sm text-warning" data-testid="limited-note">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('analytics.limitedNote', { count: totals.limited })}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-5">
        <ChannelTable rows={rows} className="min-w-0 lg:col-span-3" />
        <LastSevenDays days={stats.data.last7Days} className="min-w-0 lg:col-span-2" />
      </div>
      <p className="text-xs text-muted-foreground">{t('analytics.testsExcluded')}</p>
    </div>
  );
}
