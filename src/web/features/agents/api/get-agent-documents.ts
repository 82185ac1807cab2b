import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataItem } from '@common/knowledge';
import { api } from '../../../lib/api';

const POLL_MS = 1500;
const isBusy = (item: DataItem) => item.status === 'pending' || item.status === 'processing';

export const getDatasetItems = (datasetId: string) => api.get<DataItem[]>(`/api/datasets/${datasetId}/items`);

/** The items of the agent's dataset (the same cache entry the Knowledge Base uses); polls while any is being processed. */
export const agentDocumentsQuery = (datasetId: string) =>
  queryOptions({
    queryKey: ['/api/datasets', datasetId, 'items'],
    queryFn: () => getDatasetItems(datasetId),
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.data?.some(isBusy) ? POLL_MS : false),
  });

/** Only the uploaded documents; web pages are listed as website URLs. */
export function useAgentDocuments(datasetId: string | null) {
  return useQuery({
    ...agentDocumentsQuery(datasetId ?? ''),
    enabled: datasetId !== null,
    select: (items) => items.filter((item) => item.type === 'document'),
  });
}
