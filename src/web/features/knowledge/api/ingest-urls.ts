import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dataset, IngestBody, IngestResult } from '@common/knowledge';
import { api } from '../../../lib/api';
import { invalidateDataset } from './invalidate-dataset';

export const ingestUrls = (datasetId: string, body: IngestBody) => api.post<IngestResult>(`/api/datasets/${datasetId}/ingest`, body);

export function useIngestUrls(dataset: Pick<Dataset, 'id' | 'projectId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IngestBody) => ingestUrls(dataset.id, body),
    onSuccess: () => invalidateDataset(queryClient, dataset.projectId, dataset.id),
  });
}
