import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataItem, Dataset } from '@common/knowledge';
import { api } from '../../../lib/api';
import { invalidateDataset } from './invalidate-dataset';

export const deleteItem = (datasetId: string, itemId: string) => api.delete<{ ok: true }>(`/api/datasets/${datasetId}/items/${itemId}`);

export function useDeleteItem(dataset: Pick<Dataset, 'id' | 'projectId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: DataItem) => deleteItem(dataset.id, item.id),
    onSuccess: () => invalidateDataset(queryClient, dataset.projectId, dataset.id),
  });
}
