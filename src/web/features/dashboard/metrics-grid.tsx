import { Bot, CircleCheck, DollarSign, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsSummary } from '@common/projects';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useCostText } from '../../lib/cost-text';
import { formatMoney } from '../../lib/format-money';
import { monthCostChange } from './dashboard-figures';
import { MetricCard } from './metric-card';

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4';

export function MetricsGrid({ summary }: { summary: AnalyticsSummary }) {
  const { t } = useTranslation('dashboard');
  const costChange = monthCostChange(summary);
  const costText = useCostText();
  const previous = summary.previousMonth;

  return (
    <div className={GRID}>
      <MetricCard
        testId="metric-active-agents"
        href="/agents"
        title={t('metrics.activeAgents')}
        value={String(summary.activeAgents)}
        icon={Bot}
        change={{ text: t('metrics.ofTotalAgents', { count: summary.totalAgents }), tone: 'neutral' }}
      />
      <MetricCard
        testId="metric-total-conversations"
        href="/conversations"
        title={t('metrics.totalConversations')}
        value={String(summary.totalConversations)}
        icon={MessageSquare}
        change={previous ? { text: t('metrics.lastMonthConversations', { count: previous.conversations }), tone: 'neutral' } : undefined}
      />
      <MetricCard
        testId="metric-monthly-cost"
        href="/analytics"
        title={t('metrics.monthlyCost')}
        value={formatMoney(summary.monthCost)}
        note={costText.note(summary.monthUnpricedRuns)}
        icon={DollarSign}
        change={
          costChange?.kind === 'percent'
            ? {
                text: t('metrics.costChange', { percent: `${costChange.percent > 0 ? '+' : ''}${costChange.percent}` }),
                tone: costChange.tone,
              }
            : costChange?.kind === 'fromZero'
              ? { text: t('metrics.lastMonthCost', { amount: formatMoney(costChange.previous) }), tone: 'neutral' }
              : undefined
        }
      />
      <MetricCard
        testId="metric-success-rate"
        href="/analytics"
        title={t('metrics.successRate')}
        value={summary.successRate === null ? t('notAvailable') : `${summary.successRate}%`}
        icon={CircleCheck}
        change={
          summary.successRate === null
            ? { text: t('metrics.noRunsYet'), tone: 'neutral' }
            : { text: t('metrics.acrossRuns', { count: summary.totalRuns }), tone: 'neutral' }
        }
      />
    </div>
  );
}

export function MetricsGridSkeleton() {
  return (
    <div className={GRID}>
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i}>
          <CardContent className="flex flex-col gap-2 pt-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-7 w-16" />
            <Skeleton className="h-3 w-32" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
