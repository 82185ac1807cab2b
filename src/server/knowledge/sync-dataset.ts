import { datasetSettings, DATASET_DEFAULTS } from '../../common/knowledge';
import type { AppDeps } from '../platform/deps';
import type { JobHandler } from '../platform/jobs/job-runner';
import { crawlSettingsOf, discoverPages } from './crawl';
import { resolveEmbedder } from './embeddings';
import { findDataset, findItemById, refreshDatasetStatus } from './queries';
import { syncPage, type SyncContext } from './sync-page';
import { countInSync, findSync, finishSync, pagesToSync, startSync } from './sync-queries';

/** Pages fetched at once by one sync: a few, to overlap the network waits without hammering the site. */
const PAGES_AT_ONCE = 4;

async function syncOne(deps: AppDeps, ctx: SyncContext, itemId: string): Promise<void> {
  const item = await findItemById(deps.db, itemId);
  // deleted, re-queued for ingestion, or already checked by an earlier attempt of this sync
  if (!item || item.status !== 'ready' || item.lastSyncId === ctx.syncId) return;
  const { outcome, links } = await syncPage(deps, ctx, item);
  if (outcome === 'removed') return;
  // new pages of a crawl are found from pages fetched again, and from the root's sitemap even when it answered 304
  const isRoot = crawlSettingsOf(item) !== null;
  if (!isRoot && !(item.crawlRootId && links)) return;
  const added = await discoverPages(deps, item, links ?? []);
  await countInSync(deps.db, ctx.syncId, 'added', added);
}

/**
 * One re-sync of a dataset's web pages. Idempotent: every page checked is marked with the sync's
 * id together with its counts, so a sync retried after a crash resumes where it stopped.
 */
export async function syncDataset(deps: AppDeps, syncId: string): Promise<void> {
  const sync = await findSync(deps.db, syncId);
  if (!sync || sync.status === 'done' || sync.status === 'failed') return;
  const dataset = await findDataset(deps.db, sync.datasetId);
  if (!dataset) return;
  await startSync(deps.db, sync.id, deps.clock());
  const ctx: SyncContext = {
    syncId: sync.id,
    settings: datasetSettings.catch(DATASET_DEFAULTS).parse(dataset.settings),
    embedder: await resolveEmbedder(deps, dataset.projectId),
  };
  const queue = await pagesToSync(deps.db, dataset.id, sync.id);
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) await syncOne(deps, ctx, id);
  };
  // all settle before a failure is reported, so no page is still being written when the job is retried
  const failure = (await Promise.allSettled(Array.from({ length: PAGES_AT_ONCE }, worker))).find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
  await refreshDatasetStatus(deps.db, dataset.id);
  await finishSync(deps.db, sync.id, deps.clock(), null);
}

export function syncDatasetHandler(deps: AppDeps): JobHandler {
  return {
    run: (job) => syncDataset(deps, String(job.payload.syncId)),
    onFailed: (job, message) => finishSync(deps.db, String(job.payload.syncId), deps.clock(), message),
  };
}
