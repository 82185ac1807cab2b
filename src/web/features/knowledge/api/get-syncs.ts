import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Dataset, DatasetSync } from '@common/knowledge';
import { api } from '../../../lib/api';
import { PROCESSING_POLL_MS } from '../../../lib/queries/get-project-datasets';
import { invalidateDataset } from './invalidate-dataset';

export const getSyncs = (datasetId: string) => api.get<DatasetSync[]>(`/api/datasets/${datasetId}/syncs`);

export const isSyncActive = (sync: Pick<DatasetSync, 'status'>) => sync.status === 'queued' || sync.status === 'running';

/** The dataset's last re-syncs, newest first; polls while one is queued or running. */
export const syncsQuery = (datasetId: string) =>
  queryOptions({
    queryKey: ['/api/datasets', datasetId, 'syncs'],
    queryFn: () => getSyncs(datasetId),
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.data?.some(isSyncActive) ? PROCESSING_POLL_MS : false),
  });

/** The syncs; when one ends, the dataset's counts and items reload (pages may have changed or gone). */
export function useDatasetSyncs(dataset: Pick<Dataset, 'id' | 'projectId'>) {
  const queryClient = useQueryClient();
  const syncs = useQuery(syncsQuery(dataset.id));
  const active = syncs.data?.some(isSyncActive) ?? false;
  const wasActive = useRef(active);
  useEffect(() => {
    if (wasActive.current && !active) void invalidateDataset(queryClient, dataset.projectId, dataset.id);
    wasActive.current = active;
  }, [active, queryClient, dataset.projectId, dataset.id]);
  return syncs;
}
