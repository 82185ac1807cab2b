import { analyticsQuery, type AnalyticsQuery, type AnalyticsRange } from '@common/analytics';

export type AnalyticsFilter = AnalyticsQuery;

export const DEFAULT_RANGE: AnalyticsRange = '7d';

/** The filters from the page URL; an unknown range falls back to 7 days, a malformed agent id is ignored. */
export function readAnalyticsFilter(search: string): AnalyticsFilter {
  const params = new URLSearchParams(search);
  const range = analyticsQuery.shape.range.safeParse(params.get('range'));
  const agentId = analyticsQuery.shape.agentId.safeParse(params.get('agentId') ?? undefined);
  return {
    range: range.success ? range.data : DEFAULT_RANGE,
    ...(agentId.success && agentId.data ? { agentId: agentId.data } : {}),
  };
}

function analyticsSearchParams(filter: AnalyticsFilter): URLSearchParams {
  const params = new URLSearchParams({ range: filter.range });
  if (filter.agentId) params.set('agentId', filter.agentId);
  return params;
}

/** Always with a range: without one the same address answers the dashboard's summary. */
export const analyticsReportUrl = (projectId: string, filter: AnalyticsFilter) =>
  `/api/projects/${projectId}/analytics?${analyticsSearchParams(filter)}`;

export const analyticsExportUrl = (projectId: string, filter: AnalyticsFilter) =>
  `/api/projects/${projectId}/analytics/export?${analyticsSearchParams(filter)}`;

/** The page's own address, so a reload or a shared link keeps the filters; the defaults stay out of it. */
export function analyticsPagePath(filter: AnalyticsFilter): string {
  const params = analyticsSearchParams(filter);
  if (filter.range === DEFAULT_RANGE) params.delete('range');
  return params.size > 0 ? `/analytics?${params}` : '/analytics';
}
