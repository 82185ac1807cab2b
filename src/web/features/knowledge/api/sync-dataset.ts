import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dataset, DatasetSync } from '@common/knowledge';
import { api } from '../../../lib/api';
import { syncsQuery } from './get-syncs';

export const syncDataset = (datasetId: string) => api.post<DatasetSync>(`/api/datasets/${datasetId}/sync`);

/** "Sync now": queues a re-sync of the dataset's web pages; the history then polls until it ends. */
export function useSyncDataset(dataset: Pick<Dataset, 'id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => syncDataset(dataset.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: syncsQuery(dataset.id).queryKey }),
  });
}
