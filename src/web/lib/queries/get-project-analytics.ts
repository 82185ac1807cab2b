import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsSummary } from '@common/projects';
import { api } from '../api';

export const getProjectAnalytics = (projectId: string) => api.get<AnalyticsSummary>(`/api/projects/${projectId}/analytics`);

export const projectAnalyticsQuery = (projectId: string) =>
  queryOptions({ queryKey: ['/api/projects', projectId, 'analytics'], queryFn: () => getProjectAnalytics(projectId) });

export function useProjectAnalytics(projectId: string | undefined) {
  return useQuery({ ...projectAnalyticsQuery(projectId ?? ''), enabled: Boolean(projectId) });
}
