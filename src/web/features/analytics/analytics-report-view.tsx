import type { AnalyticsReport } from '@common/analytics';
import { cn } from '../../lib/cn';
import { AnalyticsMetrics } from './analytics-metrics';
import { ChannelPerformanceCard } from './channel-performance-card';
import { CostBreakdownCard } from './cost-breakdown-card';
import { RecentActivityCard } from './recent-activity-card';
import { ResponseTimesCard } from './response-times-card';
import { TopAgentsCard } from './top-agents-card';
import { VolumeChartCard } from './volume-chart-card';

/** Every section of one report; while another range or agent loads the old one stays, dimmed. */
export function AnalyticsReportView({ report, loading }: { report: AnalyticsReport; loading: boolean }) {
  return (
    <div
      className={cn('flex flex-col gap-6 transition-opacity', loading && 'opacity-60')}
      aria-busy={loading}
      data-testid="analytics-report"
      data-range={report.range}
      data-loading={loading}
    >
      <AnalyticsMetrics totals={report.totals} />
      <div className="grid gap-6 lg:grid-cols-3">
        <VolumeChartCard report={report} className="lg:col-span-2" />
        <TopAgentsCard byAgent={report.byAgent} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <CostBreakdownCard report={report} />
        <ResponseTimesCard byAgent={report.byAgent} />
      </div>
      <ChannelPerformanceCard byChannel={report.byChannel} />
      <RecentActivityCard runs={report.recentActivity} />
    </div>
  );
}
