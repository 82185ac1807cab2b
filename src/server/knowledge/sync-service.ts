import type { DatasetSync } from '../../common/knowledge';
import type { Db } from '../db/client';
import { conflict } from '../platform/errors';
import type { AppDeps } from '../platform/deps';
import type { SessionUser } from '../platform/session';
import { toDatasetSync } from './dataset-view';
import { periodAfter } from './sync-schedule';
import { listSyncs, queueSyncs, takeDueDatasets } from './sync-queries';
import { requireDataset } from './service';

/** The history the dataset view shows. */
export const RECENT_SYNCS = 10;
/** Datasets queued per due check; the rest wait for the next minute. */
const DUE_PER_CHECK = 100;

/** "Sync now": queues a re-sync of the dataset's web pages unless one is queued or running. */
export async function requestSync(deps: AppDeps, user: SessionUser, datasetId: string): Promise<DatasetSync> {
  const row = await requireDataset(deps, user, datasetId, 'build');
  // the sync and its job together: a sync without a job would block the dataset
  const [queued] = await deps.db.transaction((tx) => queueSyncs(tx as unknown as Db, [row.id], 'manual', deps.clock()));
  if (!queued) throw conflict('A sync of this dataset is already queued or running. Wait for it to finish.');
  deps.jobSignal.notify();
  return toDatasetSync(queued);
}

export async function listDatasetSyncs(deps: AppDeps, user: SessionUser, datasetId: string): Promise<DatasetSync[]> {
  const row = await requireDataset(deps, user, datasetId, 'view');
  return (await listSyncs(deps.db, row.id, RECENT_SYNCS)).map(toDatasetSync);
}

/**
 * The worker's due check: each dataset whose scheduled time has come gets its next time and one
 * queued sync, in one transaction (see takeDueDatasets for several workers). Returns how many.
 */
export async function queueDueSyncs(deps: AppDeps): Promise<number> {
  const now = deps.clock();
  const next = { daily: periodAfter('daily', now), weekly: periodAfter('weekly', now) };
  const queued = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    return queueSyncs(tx, await takeDueDatasets(tx, now, next, DUE_PER_CHECK), 'schedule', now);
  });
  if (queued.length) deps.jobSignal.notify();
  return queued.length;
}
