import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDatasetBody, Dataset } from '@common/knowledge';
import { api } from '../../../lib/api';
import { invalidateDataset } from './invalidate-dataset';

export const createDataset = (projectId: string, body: CreateDatasetBody) => api.post<Dataset>(`/api/projects/${projectId}/datasets`, body);

export function useCreateDataset(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDatasetBody) => createDataset(projectId, body),
    onSuccess: () => invalidateDataset(queryClient, projectId),
  });
}
