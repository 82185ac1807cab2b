import { useLocation, useSearch } from 'wouter';
import { readVisitorsFilter, visitorsSearchParams, type VisitorsFilter } from './visitors-filter';

/** The search and filters live in the URL (?q=&status=&channel=), so a reload or a shared link keeps them. */
export function useVisitorsFilter(): [VisitorsFilter, (next: VisitorsFilter) => void] {
  const [, navigate] = useLocation();
  const filter = readVisitorsFilter(useSearch());
  const setFilter = (next: VisitorsFilter) => {
    const params = visitorsSearchParams(next);
    navigate(params.size > 0 ? `/visitors?${params}` : '/visitors', { replace: true });
  };
  return [filter, setFilter];
}
