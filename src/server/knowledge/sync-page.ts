import type { DatasetSettings } from '../../common/knowledge';
import type { Db } from '../db/client';
import type { AppDeps } from '../platform/deps';
import type { Embedder } from './embeddings';
import { hashContent, indexItem, previewContent } from './index-item';
import { PermanentIngestError } from './ingest-errors';
import { revalidateUrlContent } from './load-url-content';
import { deleteItems, updateItem, type ItemRow } from './queries';
import { countInSync, type SyncCount } from './sync-queries';
import { FetchPageError } from './web/fetch-page';

/** A page answering 404 or 410 on this many syncs in a row leaves the dataset (one bad day is not enough). */
export const GONE_SYNCS_TO_REMOVE = 2;

export interface SyncContext {
  syncId: string;
  settings: DatasetSettings;
  embedder: Embedder | null;
}

export interface PageSyncResult {
  outcome: Exclude<SyncCount, 'added'>;
  /** the links of the page when it was fetched again (200), for finding new pages; null otherwise */
  links: string[] | null;
}

function goneStatus(error: unknown): number | null {
  const cause = error instanceof PermanentIngestError ? error.cause : error;
  return cause instanceof FetchPageError && (cause.status === 404 || cause.status === 410) ? cause.status : null;
}

/** Records the page's outcome and counts it in the sync, in one transaction (a retried sync skips the page). */
async function record(deps: AppDeps, ctx: SyncContext, item: ItemRow, outcome: PageSyncResult['outcome'], values: Parameters<typeof updateItem>[2]): Promise<void> {
  await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    if (outcome === 'removed') await deleteItems(tx, [item.id]);
    else await updateItem(tx, item.id, { ...values, lastSyncId: ctx.syncId });
    await countInSync(tx, ctx.syncId, outcome);
  });
}

/**
 * One web page of a re-sync: a conditional GET with its ETag / Last-Modified. Unchanged (304, or
 * the same text hash) costs no chunking and no embedding; changed text replaces this page's
 * chunks only; a page gone twice in a row is removed with its chunks; other failures keep it.
 */
export async function syncPage(deps: AppDeps, ctx: SyncContext, item: ItemRow): Promise<PageSyncResult> {
  let answer: Awaited<ReturnType<typeof revalidateUrlContent>>;
  try {
    answer = await revalidateUrlContent(deps.config, item.source, { etag: item.etag, lastModified: item.lastModified });
  } catch (err) {
    // whatever the site did (or its page made the extractor do) fails this page only, never the sync
    const gone = goneStatus(err) !== null;
    if (gone && item.goneCount + 1 >= GONE_SYNCS_TO_REMOVE) {
      await record(deps, ctx, item, 'removed', {});
      return { outcome: 'removed', links: null };
    }
    await record(deps, ctx, item, 'failed', gone ? { goneCount: item.goneCount + 1 } : {});
    return { outcome: 'failed', links: null };
  }
  if (answer.notModified) {
    await record(deps, ctx, item, 'unchanged', { goneCount: 0 });
    return { outcome: 'unchanged', links: null };
  }
  const validators = { etag: answer.validators?.etag ?? null, lastModified: answer.validators?.lastModified ?? null };
  const hash = hashContent(answer, ctx.settings);
  if (hash === item.contentHash && item.chunkCount > 0) {
    await record(deps, ctx, item, 'unchanged', { goneCount: 0, ...validators });
    return { outcome: 'unchanged', links: answer.links };
  }
  const chunkCount = await indexItem(deps.db, item, answer, ctx.settings, ctx.embedder);
  await record(deps, ctx, item, 'updated', {
    title: answer.title,
    content: previewContent(answer.text),
    contentHash: hash,
    chunkCount,
    goneCount: 0,
    ...validators,
    processedAt: deps.clock(),
  });
  return { outcome: 'updated', links: answer.links };
}
