import { visitorsQuery } from '@common/visitors';

/** The Visitors list's search and filters, as the URL and the API take them. */
export interface VisitorsFilter {
  q?: string;
  status?: string;
  channel?: string;
}

const FILTER_KEYS = ['q', 'status', 'channel'] as const;

/** Filters from the page URL; a value the API would refuse is ignored. */
export function readVisitorsFilter(search: string): VisitorsFilter {
  const params = new URLSearchParams(search);
  const filter: VisitorsFilter = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value && visitorsQuery.shape[key].safeParse(value).success) filter[key] = value;
  }
  return filter;
}

export function visitorsSearchParams(filter: VisitorsFilter, cursor?: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key]?.trim();
    if (value) params.set(key, value);
  }
  if (cursor) params.set('cursor', cursor);
  return params;
}

const withQuery = (path: string, params: URLSearchParams) => (params.size > 0 ? `${path}?${params}` : path);

export const visitorsUrl = (projectId: string, filter: VisitorsFilter, cursor?: string) => withQuery(`/api/projects/${projectId}/visitors`, visitorsSearchParams(filter, cursor));

/** The CSV download of every visitor matching the filters. */
export const visitorsExportUrl = (projectId: string, filter: VisitorsFilter) => withQuery(`/api/projects/${projectId}/visitors/export.csv`, visitorsSearchParams(filter));

export const hasVisitorsFilter = (filter: VisitorsFilter) => FILTER_KEYS.some((key) => Boolean(filter[key]));
