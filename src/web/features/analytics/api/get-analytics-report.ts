import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsReport } from '@common/analytics';
import { api } from '../../../lib/api';
import { analyticsReportUrl, type AnalyticsFilter } from '../analytics-filter';

export const getAnalyticsReport = (projectId: string, filter: AnalyticsFilter) => api.get<AnalyticsReport>(analyticsReportUrl(projectId, filter));

/** Under the dashboard summary's key, so whatever refreshes the summary refreshes the reports too. */
export const analyticsReportQuery = (projectId: string, filter: AnalyticsFilter) =>
  queryOptions({
    queryKey: ['/api/projects', projectId, 'analytics', 'report', filter],
    queryFn: () => getAnalyticsReport(projectId, filter),
    // runs keep arriving: each visit, and each return to a range or agent seen before, asks again
    staleTime: 0,
  });

/** The previous report stays on screen while another range or agent loads. */
export function useAnalyticsReport(projectId: string, filter: AnalyticsFilter) {
  return useQuery({ ...analyticsReportQuery(projectId, filter), placeholderData: keepPreviousData });
}
