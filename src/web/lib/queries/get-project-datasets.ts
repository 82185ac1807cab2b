import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dataset } from '@common/knowledge';
import { api } from '../api';

/** How often the screen asks again while ingestion runs in the worker. */
export const PROCESSING_POLL_MS = 1500;

export const getDatasets = (projectId: string) => api.get<Dataset[]>(`/api/projects/${projectId}/datasets`);

/** Newest first. Polls while any dataset is processing, since the worker changes them behind our back. */
export const datasetsQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['/api/projects', projectId, 'datasets'],
    queryFn: () => getDatasets(projectId),
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'processing') ? PROCESSING_POLL_MS : false),
  });

export function useDatasets(projectId: string) {
  return useQuery(datasetsQuery(projectId));
}
