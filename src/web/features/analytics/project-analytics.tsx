import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@common/error-codes';
import { InlineError } from '../../components/inline-error';
import { SectionHeader } from '../../components/section-header';
import { ApiError } from '../../lib/api';
import { useProjectAgents } from '../../lib/queries/get-project-agents';
import { useAnalyticsReport } from './api/get-analytics-report';
import { bucketFormatters } from './analytics-figures';
import { AnalyticsControls } from './analytics-controls';
import { AnalyticsPremiumGate } from './analytics-premium-gate';
import { AnalyticsReportView } from './analytics-report-view';
import { AnalyticsSkeleton } from './analytics-skeleton';
import { useAnalyticsFilter } from './use-analytics-filter';
import { useFormatDate } from './use-format-date';

export function ProjectAnalytics({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('analytics');
  const formatDate = useFormatDate();
  const [filter, setFilter] = useAnalyticsFilter();
  const agents = useProjectAgents(projectId);
  const report = useAnalyticsReport(projectId, filter);

  // the server has the last word on the plan (an expiry can pass while the page is open)
  if (report.error instanceof ApiError && report.error.code === ERROR_CODES.premiumRequired) return <AnalyticsPremiumGate />;

  const data = report.data;
  // a day range starts at the beginning of a UTC day, so its start is a date, named in UTC
  const period = data ? t('period', { from: bucketFormatters(data.bucket, i18n.language).long(data.from), to: formatDate(data.to) }) : t('subtitle');
  return (
    <div className="flex flex-col gap-6" data-testid="analytics-page">
      <SectionHeader
        title={t('title')}
        subtitle={period}
        action={<AnalyticsControls projectId={projectId} agents={agents.data ?? []} filter={filter} onChange={setFilter} />}
      />
      {report.isPending && <AnalyticsSkeleton />}
      {report.isError && <InlineError error={report.error} onRetry={() => void report.refetch()} />}
      {data && <AnalyticsReportView report={data} loading={report.isPlaceholderData} />}
    </div>
  );
}
