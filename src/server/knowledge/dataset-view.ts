import { problemIn } from './stored-item-problem';
import { datasetSettings, datasetStatus, datasetSync, itemStatus, syncSchedule, DATASET_DEFAULTS, type DataItem, type Dataset, type DatasetSync } from '../../common/knowledge';
import type { DatasetCounts, DatasetRow, ItemRow } from './queries';
import type { SyncRow } from './sync-queries';

const EMPTY: DatasetCounts = { itemCount: 0, doneCount: 0, errorCount: 0, chunkCount: 0 };

export function toDataset(row: DatasetRow, counts: DatasetCounts | undefined, agents: { id: string; name: string }[] | undefined): Dataset {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    description: row.description,
    status: datasetStatus.catch('ready').parse(row.status),
    settings: datasetSettings.catch(DATASET_DEFAULTS).parse(row.settings),
    ...(counts ?? EMPTY),
    agents: agents ?? [],
    syncSchedule: syncSchedule.catch('off').parse(row.syncSchedule),
    nextSyncAt: row.nextSyncAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDataItem(row: ItemRow): DataItem {
  return {
    id: row.id,
    datasetId: row.datasetId,
    type: row.type === 'document' ? 'document' : 'url',
    source: row.source,
    title: row.title,
    status: itemStatus.catch('pending').parse(row.status),
    chunkCount: row.chunkCount,
    error: row.error,
    problem: row.status === 'error' ? problemIn(row.metadata) : null,
    attempts: row.attempts,
    processedAt: row.processedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDatasetSync(row: SyncRow): DatasetSync {
  return datasetSync.parse({
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    queuedAt: row.queuedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    added: row.added,
    updated: row.updated,
    removed: row.removed,
    unchanged: row.unchanged,
    failed: row.failed,
    error: row.error,
  });
}
