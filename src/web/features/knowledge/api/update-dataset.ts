import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dataset, UpdateDatasetBody } from '@common/knowledge';
import { api } from '../../../lib/api';
import { invalidateDataset } from './invalidate-dataset';

export const updateDataset = (datasetId: string, body: UpdateDatasetBody) => api.patch<Dataset>(`/api/datasets/${datasetId}`, body);

export function useUpdateDataset(dataset: Pick<Dataset, 'id' | 'projectId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDatasetBody) => updateDataset(dataset.id, body),
    onSuccess: () => invalidateDataset(queryClient, dataset.projectId),
  });
}
