import { leadsQuery } from '@common/leads';

/** The Leads page filters, as the URL and the API take them (ISO dates, both days included). */
export interface LeadsFilter {
  agentId?: string;
  from?: string;
  to?: string;
}

const FILTER_KEYS = ['agentId', 'from', 'to'] as const;

/** Filters from the page URL; a value the API would refuse (not a uuid, not a date) is ignored. */
export function readLeadsFilter(search: string): LeadsFilter {
  const params = new URLSearchParams(search);
  const filter: LeadsFilter = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value && leadsQuery.shape[key].safeParse(value).success) filter[key] = value;
  }
  return filter;
}

/** The query string of the list and the export: only the filters that are set, then the cursor. */
export function leadsSearchParams(filter: LeadsFilter, cursor?: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (cursor) params.set('cursor', cursor);
  return params;
}

const withQuery = (path: string, params: URLSearchParams) => (params.size > 0 ? `${path}?${params}` : path);

export const leadsUrl = (projectId: string, filter: LeadsFilter, cursor?: string) => withQuery(`/api/projects/${projectId}/leads`, leadsSearchParams(filter, cursor));

/** The CSV download of every lead matching the filters. */
export const leadsExportUrl = (projectId: string, filter: LeadsFilter) => withQuery(`/api/projects/${projectId}/leads/export`, leadsSearchParams(filter));

export const hasLeadsFilter = (filter: LeadsFilter) => FILTER_KEYS.some((key) => Boolean(filter[key]));

/** A range whose start is after its end matches nothing; the page says so instead of asking. */
export const isDateRangeReversed = (filter: LeadsFilter) => Boolean(filter.from && filter.to && filter.from > filter.to);
