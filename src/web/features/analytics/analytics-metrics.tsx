import { Activity, CircleDollarSign, Coins, Gauge, MessagesSquare, Play, ThumbsUp, Timer, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsReport } from '@common/analytics';
import { useCostText } from '../../lib/cost-text';
import { formatCount, formatLatency, formatPercent } from './analytics-figures';
import { formatMoney } from '../../lib/format-money';
import { AnalyticsMetricCard } from './analytics-metric-card';

/** The range's totals; a null figure (nothing ran, nothing rated) shows a dash and says why. */
export function AnalyticsMetrics({ totals }: { totals: AnalyticsReport['totals'] }) {
  const { t, i18n } = useTranslation('analytics');
  const locale = i18n.language;
  const costText = useCostText();
  const count = (n: number) => formatCount(n, locale);
  const noRuns = t('metrics.noRuns');
  const ratings = totals.ratingsUp + totals.ratingsDown;
  const successRate = formatPercent(totals.successRate, locale);
  const avgLatency = formatLatency(totals.avgLatency, locale);
  const p95Latency = formatLatency(totals.p95Latency, locale);
  const satisfaction = formatPercent(totals.satisfaction, locale);

  return (
    <section aria-label={t('metrics.label')} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" data-testid="analytics-metrics">
      <AnalyticsMetricCard testId="metric-conversations" icon={MessagesSquare} title={t('metrics.conversations')} value={count(totals.conversations)} />
      <AnalyticsMetricCard
        testId="metric-runs"
        icon={Play}
        title={t('metrics.runs')}
        value={count(totals.runs)}
        hint={t('metrics.errors', { count: totals.errors, formatted: count(totals.errors) })}
      />
      <AnalyticsMetricCard
        testId="metric-success-rate"
        icon={Activity}
        title={t('metrics.successRate')}
        value={successRate}
        hint={successRate ? t('metrics.answered', { completed: count(totals.completed), runs: count(totals.runs) }) : noRuns}
      />
      <AnalyticsMetricCard
        testId="metric-avg-latency"
        icon={Timer}
        title={t('metrics.avgLatency')}
        value={avgLatency}
        hint={avgLatency ? t('metrics.avgLatencyHint') : noRuns}
      />
      <AnalyticsMetricCard
        testId="metric-p95-latency"
        icon={Gauge}
        title={t('metrics.p95Latency')}
        value={p95Latency}
        hint={p95Latency ? t('metrics.p95LatencyHint') : noRuns}
      />
      <AnalyticsMetricCard testId="metric-tokens" icon={Coins} title={t('metrics.tokens')} value={count(totals.tokens)} />
      <AnalyticsMetricCard testId="metric-cost" icon={CircleDollarSign} title={t('metrics.cost')} value={formatMoney(totals.cost)} hint={costText.note(totals.unpricedRuns)} />
      <AnalyticsMetricCard
        testId="metric-satisfaction"
        icon={ThumbsUp}
        title={t('metrics.satisfaction')}
        value={satisfaction}
        hint={satisfaction ? t('metrics.ratings', { count: ratings, formatted: count(ratings) }) : t('metrics.noRatings')}
      />
      <AnalyticsMetricCard testId="metric-leads" icon={UserPlus} title={t('metrics.leads')} value={count(totals.leads)} />
    </section>
  );
}
