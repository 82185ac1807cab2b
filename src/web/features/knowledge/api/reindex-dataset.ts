import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dataset } from '@common/knowledge';
import { api } from '../../../lib/api';
import { invalidateDataset } from './invalidate-dataset';

export const reindexDataset = (datasetId: string) => api.post<Dataset>(`/api/datasets/${datasetId}/reindex`);

export function useReindexDataset(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dataset: Dataset) => reindexDataset(dataset.id),
    onSuccess: (_, dataset) => invalidateDataset(queryClient, projectId, dataset.id),
  });
}
