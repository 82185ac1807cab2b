import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataItem, Dataset } from '@common/knowledge';
import { api } from '../../../lib/api';
import { invalidateDataset } from './invalidate-dataset';

export const uploadDocument = (datasetId: string, file: File) =>
  api.upload<DataItem>(`/api/datasets/${datasetId}/documents?fileName=${encodeURIComponent(file.name)}`, file);

export function useUploadDocument(dataset: Pick<Dataset, 'id' | 'projectId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadDocument(dataset.id, file),
    onSuccess: () => invalidateDataset(queryClient, dataset.projectId, dataset.id),
  });
}
