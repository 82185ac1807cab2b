import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RetrievalMode } from '@common/knowledge';
import { api } from '../../../lib/api';

export const getRetrievalMode = (projectId: string) => api.get<RetrievalMode>(`/api/projects/${projectId}/retrieval-mode`);

/** Reloaded on every visit: adding a key in Settings changes it. */
export const retrievalModeQuery = (projectId: string) =>
  queryOptions({ queryKey: ['/api/projects', projectId, 'retrieval-mode'], queryFn: () => getRetrievalMode(projectId), refetchOnMount: 'always' });

export function useRetrievalMode(projectId: string) {
  return useQuery(retrievalModeQuery(projectId));
}
