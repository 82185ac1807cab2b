import { conversationsQuery } from '@common/conversations';

/** The Conversations page filters, as the URL and the API take them (ISO dates, both days included). */
export interface ConversationsFilter {
  agentId?: string;
  versionId?: string;
  channel?: string;
  status?: string;
  from?: string;
  to?: string;
  hasLead?: string;
  /** 'up', 'down' or 'any' (at least one rated reply) */
  rating?: string;
  /** a guardrail check that fired in the conversation, or 'any' */
  guardrail?: string;
  q?: string;
}

const FILTER_KEYS = ['agentId', 'versionId', 'channel', 'status', 'from', 'to', 'hasLead', 'rating', 'guardrail', 'q'] as const;

export type ExportFormat = 'csv' | 'json';

/** Filters from the page URL; a value the API would refuse (not a uuid, an unknown channel) is ignored. */
export function readConversationsFilter(search: string): ConversationsFilter {
  const params = new URLSearchParams(search);
  const filter: ConversationsFilter = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value && conversationsQuery.shape[key].safeParse(value).success) filter[key] = value;
  }
  return filter;
}

/** The query string of the list and the exports: only the filters that are set, then the cursor. */
export function conversationsSearchParams(filter: ConversationsFilter, cursor?: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key]?.trim();
    if (value) params.set(key, value);
  }
  if (cursor) params.set('cursor', cursor);
  return params;
}

const withQuery = (path: string, params: URLSearchParams) => (params.size > 0 ? `${path}?${params}` : path);

export const conversationsUrl = (projectId: string, filter: ConversationsFilter, cursor?: string) =>
  withQuery(`/api/projects/${projectId}/conversations`, conversationsSearchParams(filter, cursor));

/** The download of every conversation matching the filters. */
export function conversationsExportUrl(projectId: string, filter: ConversationsFilter, format: ExportFormat): string {
  const params = new URLSearchParams({ format });
  for (const [key, value] of conversationsSearchParams(filter)) params.set(key, value);
  return `/api/projects/${projectId}/conversations/export?${params}`;
}

/** The page's own address for a filter set, so a reload or a shared link keeps it. */
export const conversationsPagePath = (filter: ConversationsFilter) => withQuery('/conversations', conversationsSearchParams(filter));

export const hasConversationsFilter = (filter: ConversationsFilter) => FILTER_KEYS.some((key) => Boolean(filter[key]));

/** A range whose start is after its end matches nothing; the page says so instead of asking. */
export const isDateRangeReversed = (filter: ConversationsFilter) => Boolean(filter.from && filter.to && filter.from > filter.to);
