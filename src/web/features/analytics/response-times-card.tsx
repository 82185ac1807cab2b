import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ANALYTICS_DISPLAY, type AnalyticsReport } from '@common/analytics';
import { axisEndRoom, clipText, formatLatency, responseTimeRows } from './analytics-figures';
import { AnalyticsSectionCard } from './analytics-section-card';
import { ChartFigure } from './chart-figure';
import { AXIS_LINE, AXIS_TICK, GRID_STROKE, LEGEND_STYLE, SERIES, TOOLTIP_STYLE } from './chart-theme';

const ROW_HEIGHT = 52;

/** Average and p95 latency of the busiest agents (5 agents). */
export function ResponseTimesCard({ byAgent }: { byAgent: AnalyticsReport['byAgent'] }) {
  const { t, i18n } = useTranslation('analytics');
  const rows = responseTimeRows(byAgent, ANALYTICS_DISPLAY.responseTimeAgents);
  const latency = (ms: number | null) => formatLatency(ms, i18n.language) ?? t('none');
  const endRoom = axisEndRoom(latency(Math.max(0, ...rows.flatMap((row) => [row.avg, row.p95 ?? 0]))));
  const summary = t('responseTimes.summary', {
    agents: rows.map((row) => t('responseTimes.agentSummary', { name: row.name, avg: latency(row.avg), p95: latency(row.p95) })).join('; '),
  });

  return (
    <AnalyticsSectionCard
      title={t('responseTimes.title')}
      description={t('responseTimes.description', { count: ANALYTICS_DISPLAY.responseTimeAgents })}
      empty={rows.length > 0 ? null : t('empty.noRuns')}
      testId="analytics-response-times"
    >
      <ChartFigure summary={summary} testId="response-times-chart">
        <BarChart
          responsive
          accessibilityLayer={false}
          layout="vertical"
          data={rows}
          style={{ width: '100%', height: rows.length * ROW_HEIGHT + 56 }}
          margin={{ top: 0, right: endRoom, bottom: 0, left: 0 }}
          barGap={2}
        >
          <CartesianGrid stroke={GRID_STROKE} horizontal={false} />
          <XAxis type="number" tick={AXIS_TICK} axisLine={AXIS_LINE} tickLine={false} tickFormatter={(ms: number) => latency(ms)} />
          <YAxis type="category" dataKey="name" width={120} tick={AXIS_TICK} tickFormatter={(name: string) => clipText(name, 16)} axisLine={false} tickLine={false} />
          <Tooltip {...TOOLTIP_STYLE} formatter={(value) => latency(Number(value))} />
          <Legend wrapperStyle={LEGEND_STYLE} />
          <Bar dataKey="avg" name={t('responseTimes.avg')} fill={SERIES.first} radius={[0, 4, 4, 0]} maxBarSize={16} isAnimationActive={false} />
          <Bar dataKey="p95" name={t('responseTimes.p95')} fill={SERIES.second} radius={[0, 4, 4, 0]} maxBarSize={16} isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
    </AnalyticsSectionCard>
  );
}
