import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataItemDetail } from '@common/knowledge';
import { api } from '../../../lib/api';
import { PROCESSING_POLL_MS } from '../../../lib/queries/get-project-datasets';
import { isItemBusy, itemsQuery } from './get-items';

export const getItem = (datasetId: string, itemId: string) => api.get<DataItemDetail>(`/api/datasets/${datasetId}/items/${itemId}`);

/** One item with its extracted text; under the items key, so refreshing the list refreshes it too. */
export const itemQuery = (datasetId: string, itemId: string) =>
  queryOptions({
    queryKey: [...itemsQuery(datasetId).queryKey, itemId],
    queryFn: () => getItem(datasetId, itemId),
    refetchInterval: (query) => (query.state.data && isItemBusy(query.state.data) ? PROCESSING_POLL_MS : false),
  });

export function useItem(datasetId: string, itemId: string) {
  return useQuery(itemQuery(datasetId, itemId));
}
