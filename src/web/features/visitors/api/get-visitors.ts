import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { VisitorsPage } from '@common/visitors';
import { api } from '../../../lib/api';
import { visitorsUrl, type VisitorsFilter } from '../visitors-filter';

/** Every list and visitor page of the project starts with this key, so a link or delete refreshes them all. */
export const visitorsBaseKey = (projectId: string) => ['/api/projects', projectId, 'visitors'] as const;

export function useVisitors(projectId: string, filter: VisitorsFilter) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...visitorsBaseKey(projectId), 'list', filter],
      queryFn: ({ pageParam }) => api.get<VisitorsPage>(visitorsUrl(projectId, filter, pageParam)),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      refetchOnMount: 'always',
    }),
  );
}
