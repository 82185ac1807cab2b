import type { QueryClient } from '@tanstack/react-query';
import { datasetsQuery } from '../../../lib/queries/get-project-datasets';
import { itemsQuery } from './get-items';

/** After a write: the project's dataset list and the dataset's items (with their details) reload. */
export async function invalidateDataset(queryClient: QueryClient, projectId: string, datasetId?: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: datasetsQuery(projectId).queryKey }),
    datasetId ? queryClient.invalidateQueries({ queryKey: itemsQuery(datasetId).queryKey }) : Promise.resolve(),
  ]);
}
