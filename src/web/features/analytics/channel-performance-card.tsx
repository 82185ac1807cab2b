import { useTranslation } from 'react-i18next';
import type { AnalyticsReport } from '@common/analytics';
import { useCostText } from '../../lib/cost-text';
import { formatCount, formatLatency, formatPercent } from './analytics-figures';
import { formatMoney } from '../../lib/format-money';
import { AnalyticsSectionCard } from './analytics-section-card';
import { MissingFigure } from './missing-figure';
import { ScrollableTable } from './scrollable-table';
import { useChannelLabel } from './use-channel-label';

const th = 'whitespace-nowrap px-3 py-2 font-medium';
const td = 'px-3 py-2.5 tabular-nums';
const NUMERIC_COLUMNS = ['runs', 'conversations', 'successRate', 'avgLatency', 'cost'] as const;

/** Runs, conversations, success, speed and cost per channel, busiest first. */
export function ChannelPerformanceCard({ byChannel }: { byChannel: AnalyticsReport['byChannel'] }) {
  const { t, i18n } = useTranslation('analytics');
  const channelLabel = useChannelLabel();
  const locale = i18n.language;
  const costText = useCostText();
  const rows = byChannel.filter((row) => row.runs > 0 || row.conversations > 0).sort((a, b) => b.runs - a.runs);
  const noRuns = <MissingFigure reason={t('metrics.noRuns')} />;

  return (
    <AnalyticsSectionCard title={t('channelPerformance.title')} description={t('channelPerformance.description')} empty={rows.length > 0 ? null : t('empty.noRuns')} testId="analytics-channels">
      <ScrollableTable label={t('channelPerformance.title')}>
        <table className="w-full min-w-xl text-sm" data-testid="channel-performance-table">
          <thead className="border-b bg-muted/40 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className={`${th} text-left`}>
                {t('channelPerformance.columns.channel')}
              </th>
              {NUMERIC_COLUMNS.map((column) => (
                <th key={column} scope="col" className={`${th} text-right`}>
                  {t(`channelPerformance.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((row) => (
              <tr key={row.channel} data-testid="channel-row">
                <th scope="row" className="whitespace-nowrap px-3 py-2.5 text-left font-medium">
                  {channelLabel(row.channel)}
                </th>
                <td className={`${td} text-right`}>{formatCount(row.runs, locale)}</td>
                <td className={`${td} text-right`}>{formatCount(row.conversations, locale)}</td>
                <td className={`${td} text-right`}>{formatPercent(row.successRate, locale) ?? noRuns}</td>
                <td className={`${td} text-right`}>{formatLatency(row.avgLatency, locale) ?? noRuns}</td>
                <td className={`${td} text-right`} data-testid="channel-cost">
                  {costText.total(row.cost, row.unpricedRuns, formatMoney, row.runs)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollableTable>
    </AnalyticsSectionCard>
  );
}
