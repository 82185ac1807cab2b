import { useLocation, useSearch } from 'wouter';
import { analyticsPagePath, readAnalyticsFilter, type AnalyticsFilter } from './analytics-filter';

/** The filters live in the URL, so a reload or a shared link keeps them. */
export function useAnalyticsFilter(): [AnalyticsFilter, (next: AnalyticsFilter) => void] {
  const [, navigate] = useLocation();
  const filter = readAnalyticsFilter(useSearch());
  const setFilter = (next: AnalyticsFilter) => navigate(analyticsPagePath(next), { replace: true });
  return [filter, setFilter];
}
