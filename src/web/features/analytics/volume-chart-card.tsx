import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsReport } from '@common/analytics';
import { bucketFormatters, busiestBucket, formatCount } from './analytics-figures';
import { AnalyticsSectionCard } from './analytics-section-card';
import { ChartFigure } from './chart-figure';
import { AXIS_LINE, AXIS_TICK, GRID_STROKE, LEGEND_STYLE, SERIES, TOOLTIP_STYLE } from './chart-theme';

type VolumeReport = Pick<AnalyticsReport, 'bucket' | 'volume' | 'totals'>;

/** Conversations and runs per hour (24 h) or per day. */
export function VolumeChartCard({ report, className }: { report: VolumeReport; className?: string }) {
  const { t, i18n } = useTranslation('analytics');
  const format = bucketFormatters(report.bucket, i18n.language);
  const busiest = busiestBucket(report.volume);
  const count = (n: number) => formatCount(n, i18n.language);
  const summary = busiest
    ? t('volume.summary', {
        conversations: count(report.totals.conversations),
        runs: count(report.totals.runs),
        busiest: format.long(busiest.start),
        busiestRuns: count(busiest.runs),
      })
    : '';

  return (
    <AnalyticsSectionCard
      title={t('volume.title')}
      description={t(report.bucket === 'hour' ? 'volume.perHour' : 'volume.perDay')}
      empty={busiest ? null : t('empty.noRuns')}
      className={className}
      testId="analytics-volume"
    >
      <ChartFigure summary={summary} testId="analytics-volume-chart">
        <BarChart
          responsive
          accessibilityLayer={false}
          data={report.volume}
          style={{ width: '100%', height: 260 }}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          barGap={1}
          barCategoryGap="20%"
        >
          <CartesianGrid stroke={GRID_STROKE} vertical={false} />
          <XAxis dataKey="start" tickFormatter={format.short} tick={AXIS_TICK} axisLine={AXIS_LINE} tickLine={false} minTickGap={16} />
          <YAxis allowDecimals={false} tick={AXIS_TICK} axisLine={false} tickLine={false} tickFormatter={(n: number) => count(n)} />
          <Tooltip {...TOOLTIP_STYLE} labelFormatter={(start) => format.long(String(start))} />
          <Legend wrapperStyle={LEGEND_STYLE} />
          <Bar dataKey="conversations" name={t('volume.conversations')} fill={SERIES.second} radius={[3, 3, 0, 0]} maxBarSize={20} isAnimationActive={false} />
          <Bar dataKey="runs" name={t('volume.runs')} fill={SERIES.first} radius={[3, 3, 0, 0]} maxBarSize={20} isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
    </AnalyticsSectionCard>
  );
}
