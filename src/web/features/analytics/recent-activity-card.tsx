import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { AnalyticsReport } from '@common/analytics';
import { Badge } from '../../components/ui/badge';
import { useCostText } from '../../lib/cost-text';
import { formatLatency, formatExactCost } from './analytics-figures';
import { AnalyticsSectionCard } from './analytics-section-card';
import { MissingFigure } from './missing-figure';
import { ScrollableTable } from './scrollable-table';
import { useChannelLabel } from './use-channel-label';
import { useFormatDate } from './use-format-date';

const th = 'px-3 py-2 text-left font-medium';
const td = 'px-3 py-2.5 align-top';
const COLUMNS = ['time', 'agent', 'message', 'channel', 'status', 'latency', 'cost'] as const;
const NUMERIC = new Set<string>(['latency', 'cost']);
// the runs are at most 90 days old: the year would only take room from the message
const RUN_TIME: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
const STATUS_VARIANT: Record<string, 'success' | 'destructive' | 'secondary'> = { completed: 'success', error: 'destructive' };

/** The newest runs (10); a run held in a conversation opens its transcript. */
export function RecentActivityCard({ runs }: { runs: AnalyticsReport['recentActivity'] }) {
  const { t, i18n } = useTranslation('analytics');
  const formatDate = useFormatDate(RUN_TIME);
  const channelLabel = useChannelLabel();
  const costText = useCostText();
  const [, navigate] = useLocation();

  return (
    <AnalyticsSectionCard title={t('recent.title')} description={t('recent.description')} empty={runs.length > 0 ? null : t('empty.noRuns')} testId="analytics-recent">
      <ScrollableTable label={t('recent.title')}>
        <table className="w-full min-w-4xl text-sm" data-testid="recent-activity-table">
          <thead className="border-b bg-muted/40 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={`${th} whitespace-nowrap ${NUMERIC.has(column) ? 'text-right' : ''}`}>
                  {t(`recent.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {runs.map((run) => {
              const href = run.conversationId ? `/conversations/${run.conversationId}` : null;
              const message = run.userInput || t('recent.noMessage');
              return (
                <tr
                  key={run.id}
                  className={href ? 'cursor-pointer transition-colors hover:bg-muted/50' : undefined}
                  onClick={href ? () => navigate(href) : undefined}
                  data-testid="recent-run"
                  data-conversation-id={run.conversationId ?? undefined}
                >
                  <td className={`${td} whitespace-nowrap`}>{formatDate(run.createdAt)}</td>
                  <td className={td}>
                    <span className="block max-w-40 truncate font-medium">{run.agentName}</span>
                  </td>
                  <td className={`${td} w-full max-w-0`} title={run.userInput}>
                    {href ? (
                      <Link href={href} className="block truncate hover:underline focus-visible:underline" onClick={(e) => e.stopPropagation()}>
                        {message}
                      </Link>
                    ) : (
                      <span className="block truncate">{message}</span>
                    )}
                  </td>
                  <td className={td}>
                    <Badge variant="secondary" className="whitespace-nowrap">
                      {channelLabel(run.channel)}
                    </Badge>
                  </td>
                  <td className={td}>
                    <Badge variant={STATUS_VARIANT[run.status] ?? 'secondary'} className="whitespace-nowrap">
                      {t(`recent.statuses.${run.status}`, { defaultValue: run.status })}
                    </Badge>
                  </td>
                  <td className={`${td} whitespace-nowrap text-right tabular-nums`}>
                    {formatLatency(run.latency, i18n.language) ?? <MissingFigure reason={t('recent.noLatency')} />}
                  </td>
                  <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{costText.one(run.cost, formatExactCost)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollableTable>
    </AnalyticsSectionCard>
  );
}
