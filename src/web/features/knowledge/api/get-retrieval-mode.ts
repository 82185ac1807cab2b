import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RetrievalMode } from '@common/knowledge';
import { api } from '../../../lib/api';

export const getRetrievalMode = (projectId: string) => api.get<RetrievalMode>(`/api/projects/${projectId}/retrieval-mode`);

/**
 * Reloaded on every visit (a key or the embedding model may have changed in Settings), when the
 * datasets listed change (`datasetIds`), and every 2 s while a dataset is re-embedded.
 */
export const retrievalModeQuery = (projectId: string, datasetIds: string[] = []) =>
  queryOptions({
    queryKey: ['/api/projects', projectId, 'retrieval-mode', [...datasetIds].sort().join(',')],
    queryFn: () => getRetrievalMode(projectId),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.datasets.some((d) => d.reason === 'reembedding') ? 2000 : false),
  });

export function useRetrievalMode(projectId: string, datasetIds: string[] = []) {
  return useQuery(retrievalModeQuery(projectId, datasetIds));
}
