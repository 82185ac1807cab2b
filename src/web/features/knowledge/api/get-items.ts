import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataItem } from '@common/knowledge';
import { api } from '../../../lib/api';
import { PROCESSING_POLL_MS } from '../../../lib/queries/get-project-datasets';

export const getItems = (datasetId: string) => api.get<DataItem[]>(`/api/datasets/${datasetId}/items`);

export const isItemBusy = (item: Pick<DataItem, 'status'>) => item.status === 'pending' || item.status === 'processing';

/** A dataset's web pages and documents; polls while any of them waits or is being processed. */
export const itemsQuery = (datasetId: string) =>
  queryOptions({
    queryKey: ['/api/datasets', datasetId, 'items'],
    queryFn: () => getItems(datasetId),
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.data?.some(isItemBusy) ? PROCESSING_POLL_MS : false),
  });

/** `processing` (the dataset's own status) keeps polling until the worker has picked up new items too. */
export function useItems(datasetId: string, processing = false) {
  return useQuery({ ...itemsQuery(datasetId), ...(processing ? { refetchInterval: PROCESSING_POLL_MS } : {}) });
}
