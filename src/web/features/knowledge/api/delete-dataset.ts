import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dataset } from '@common/knowledge';
import { api } from '../../../lib/api';
import { itemsQuery } from './get-items';
import { invalidateDataset } from './invalidate-dataset';

export const deleteDataset = (datasetId: string) => api.delete<{ ok: true }>(`/api/datasets/${datasetId}`);

export function useDeleteDataset(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dataset: Dataset) => deleteDataset(dataset.id),
    onSuccess: (_, dataset) => {
      queryClient.removeQueries({ queryKey: itemsQuery(dataset.id).queryKey });
      return invalidateDataset(queryClient, projectId);
    },
  });
}
