import { useLocation, useSearch } from 'wouter';
import { leadsSearchParams, readLeadsFilter, type LeadsFilter } from './leads-filter';

/** The filters live in the URL (?agentId=&from=&to=), so a reload or a shared link keeps them. */
export function useLeadsFilter(): [LeadsFilter, (next: LeadsFilter) => void] {
  const [, navigate] = useLocation();
  const filter = readLeadsFilter(useSearch());
  const setFilter = (next: LeadsFilter) => {
    const params = leadsSearchParams(next);
    navigate(params.size > 0 ? `/leads?${params}` : '/leads', { replace: true });
  };
  return [filter, setFilter];
}
