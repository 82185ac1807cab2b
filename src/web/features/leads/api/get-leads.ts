import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { LeadsPage } from '@common/leads';
import { api } from '../../../lib/api';
import { leadsUrl, type LeadsFilter } from '../leads-filter';

export const getLeads = (projectId: string, filter: LeadsFilter, cursor?: string) => api.get<LeadsPage>(leadsUrl(projectId, filter, cursor));

/** Every filtered list of the project starts with this key, so a delete refreshes them all. */
export const leadsBaseKey = (projectId: string) => ['/api/projects', projectId, 'leads'] as const;

/** Newest first, a page at a time: 'Load more' follows nextCursor. */
export const leadsQuery = (projectId: string, filter: LeadsFilter) =>
  infiniteQueryOptions({
    queryKey: [...leadsBaseKey(projectId), filter],
    queryFn: ({ pageParam }) => getLeads(projectId, filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchOnMount: 'always',
  });

export function useLeads(projectId: string, filter: LeadsFilter) {
  return useInfiniteQuery(leadsQuery(projectId, filter));
}
