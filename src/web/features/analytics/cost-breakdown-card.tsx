import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsReport } from '@common/analytics';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { costRows, type CostRow } from './analytics-figures';
import { AnalyticsSectionCard } from './analytics-section-card';
import { CostBarChart } from './cost-bar-chart';
import { useChannelLabel } from './use-channel-label';

const DIMENSIONS = ['agent', 'model', 'channel'] as const;
type Dimension = (typeof DIMENSIONS)[number];

type CostReport = Pick<AnalyticsReport, 'byAgent' | 'byModel' | 'byChannel'>;

/** Where the money went, by agent, model or channel. */
export function CostBreakdownCard({ report }: { report: CostReport }) {
  const { t } = useTranslation('analytics');
  const channelLabel = useChannelLabel();
  const [dimension, setDimension] = useState<Dimension>('agent');

  const rows: Record<Dimension, (CostRow & { label: string })[]> = {
    agent: costRows(report.byAgent, (slice) => slice.agentId).map((row) => ({
      ...row,
      label: report.byAgent.find((slice) => slice.agentId === row.key)?.agentName ?? row.key,
    })),
    // '' is the server's name for runs that recorded no model
    model: costRows(report.byModel, (slice) => slice.model).map((row) => ({ ...row, label: row.key || t('cost.noModel') })),
    channel: costRows(report.byChannel, (slice) => slice.channel).map((row) => ({ ...row, label: channelLabel(row.key) })),
  };
  const hasRuns = rows.agent.length > 0 || rows.model.length > 0 || rows.channel.length > 0;

  return (
    <AnalyticsSectionCard title={t('cost.title')} description={t('cost.description')} empty={hasRuns ? null : t('empty.noRuns')} testId="analytics-cost">
      <Tabs value={dimension} onValueChange={(next) => setDimension(next as Dimension)}>
        <TabsList aria-label={t('cost.by')}>
          {DIMENSIONS.map((key) => (
            <TabsTrigger key={key} value={key} data-testid={`cost-tab-${key}`}>
              {t(`cost.dimensions.${key}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {DIMENSIONS.map((key) => (
          <TabsContent key={key} value={key}>
            <CostBarChart rows={rows[key]} title={t(`cost.chartTitles.${key}`)} />
          </TabsContent>
        ))}
      </Tabs>
    </AnalyticsSectionCard>
  );
}
