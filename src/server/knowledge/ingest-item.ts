import { emit } from '../platform/events';
import { knowledgeIndexed } from './knowledge-events';
import { datasetSettings, DATASET_DEFAULTS, type ItemProblem } from '../../common/knowledge';
import type { AppDeps } from '../platform/deps';
import { ABANDONED_JOB, type JobHandler } from '../platform/jobs/job-runner';
import { discoverPages } from './crawl';
import { readDocument } from '../platform/storage/document-storage';
import { DocumentParseError } from './documents/extract-document';
import { extractDocumentOffThread } from './prepare/prepare-off-thread';
import { resolveEmbedder } from './embeddings';
import { hashContent, indexItem, previewContent, type ExtractedContent } from './index-item';
import { PermanentIngestError } from './ingest-errors';
import { itemProblemOf } from './item-problem';
import { withProblem } from './stored-item-problem';
import { loadUrlContent } from './load-url-content';
import { deleteItems, findDataset, findItemById, findUrlItem, refreshDatasetStatus, updateItem, type ItemRow } from './queries';
import { countEmbeddings } from './vector-store';
import type { PageValidators } from './web/fetch-page';

type LoadedContent = ExtractedContent & { links: string[]; pageUrl?: string; validators?: PageValidators | null };

async function loadContent(deps: AppDeps, item: ItemRow): Promise<LoadedContent> {
  if (item.type === 'url') return loadUrlContent(deps.config, item.source);
  const bytes = await readDocument(deps.storage, item.datasetId, item.id);
  if (!bytes) throw new PermanentIngestError('The uploaded file is no longer stored. Upload it again.', { code: 'file_missing' });
  try {
    const doc = await extractDocumentOffThread(bytes, item.source);
    return { title: doc.title, text: doc.text, links: [] };
  } catch (err) {
    if (err instanceof DocumentParseError) throw new PermanentIngestError(err.message, null, err);
    throw err;
  }
}

async function markError(deps: AppDeps, item: ItemRow, message: string, problem: ItemProblem | null): Promise<void> {
  await updateItem(deps.db, item.id, { status: 'error', error: message, metadata: withProblem(item.metadata, problem), processedAt: deps.clock() });
  await refreshDatasetStatus(deps.db, item.datasetId);
}

/**
 * One item from source to searchable chunks. Idempotent, so a job re-run after a crash or a
 * retry converges: unchanged content (same hash, already indexed) is not indexed again.
 */
export async function ingestItem(deps: AppDeps, itemId: string, attempt: number): Promise<void> {
  let item = await findItemById(deps.db, itemId);
  if (!item) return; // deleted meanwhile
  const dataset = await findDataset(deps.db, item.datasetId);
  if (!dataset) return;
  await updateItem(deps.db, item.id, { status: 'processing', attempts: attempt, error: null, metadata: withProblem(item.metadata, null) });

  let content: LoadedContent;
  try {
    content = await loadContent(deps, item);
  } catch (err) {
    if (err instanceof PermanentIngestError) return markError(deps, item, err.message, itemProblemOf(err, deps.config.CRAWL_TIMEOUT_MS));
    throw err;
  }

  // one page reached by several addresses (a redirect, rel=canonical) is one item, at its own address
  if (content.pageUrl && content.pageUrl !== item.source) {
    if (await findUrlItem(deps.db, item.datasetId, content.pageUrl, { asked: false })) {
      await deleteItems(deps.db, [item.id]);
      return refreshDatasetStatus(deps.db, item.datasetId);
    }
    const metadata = { ...(item.metadata as Record<string, unknown> | null), requestedUrl: item.source };
    // a page item that appears meanwhile at that address breaks the unique index: the retry then drops this one
    await updateItem(deps.db, item.id, { source: content.pageUrl, metadata });
    item = { ...item, source: content.pageUrl, metadata };
  }

  const settings = datasetSettings.catch(DATASET_DEFAULTS).parse(dataset.settings);
  const embedder = await resolveEmbedder(deps, dataset.projectId);
  const hash = hashContent(content, settings);
  const unchanged = hash === item.contentHash && item.chunkCount > 0 && (!embedder || (await countEmbeddings(deps.db, item.id, embedder.id)) === item.chunkCount);
  let chunkCount = item.chunkCount;
  if (!unchanged) {
    try {
      chunkCount = await indexItem(deps.db, item, content, settings, embedder);
    } catch (err) {
      // past the document thread's memory or time
      if (err instanceof DocumentParseError) return markError(deps, item, err.message, itemProblemOf(err, deps.config.CRAWL_TIMEOUT_MS));
      throw err;
    }
  }
  if (chunkCount === 0) return markError(deps, item, 'No text could be extracted.', { code: 'no_text' });

  if (item.type === 'url') await discoverPages(deps, item, content.links);
  await updateItem(deps.db, item.id, {
    status: 'ready',
    title: content.title,
    content: previewContent(content.text),
    contentHash: hash,
    chunkCount,
    error: null,
    // the next re-sync asks the site whether the page changed since this fetch
    etag: content.validators?.etag ?? null,
    lastModified: content.validators?.lastModified ?? null,
    goneCount: 0,
    processedAt: deps.clock(),
  });
  deps.metrics.recordIngestion(item.type, unchanged ? 0 : chunkCount);
  await refreshDatasetStatus(deps.db, item.datasetId);
  if (!unchanged) await emit(deps, knowledgeIndexed, { datasetId: item.datasetId });
}

export function ingestItemHandler(deps: AppDeps): JobHandler {
  return {
    run: (job) => ingestItem(deps, String(job.payload.itemId), job.attempts),
    onFailed: async (job, message, error) => {
      const item = await findItemById(deps.db, String(job.payload.itemId));
      if (item) await markError(deps, item, message, error === ABANDONED_JOB ? { code: 'abandoned' } : itemProblemOf(error, deps.config.CRAWL_TIMEOUT_MS));
    },
  };
}
