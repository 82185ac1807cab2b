import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmbeddingSettings } from '@common/embeddings';
import { api } from '../../../../lib/api';

export const getEmbeddingSettings = (projectId: string) => api.get<EmbeddingSettings>(`/api/projects/${projectId}/embedding`);

/** Polled while a re-embedding runs, so its progress bar moves. */
export const embeddingSettingsQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['/api/projects', projectId, 'embedding'],
    queryFn: () => getEmbeddingSettings(projectId),
    refetchInterval: (query) => (query.state.data?.progress.status === 'running' ? 1000 : false),
  });

export function useEmbeddingSettings(projectId: string) {
  return useQuery(embeddingSettingsQuery(projectId));
}
