import { createHash } from 'node:crypto';
import { ITEM_CONTENT_PREVIEW_CHARS, type DatasetSettings } from '../../common/knowledge';
import type { Db } from '../db/client';
import { createPacer } from '../platform/event-loop-pacer';
import type { Embedder } from './embeddings';
import { prepareIndexOffThread } from './prepare/prepare-off-thread';
import { deleteChunksBelow, insertChunks, nextChunkIndex, type ChunkToStore, type ItemRow } from './queries';
import { storeEmbeddings } from './vector-store';

export interface ExtractedContent {
  title: string;
  text: string;
  /** the page's own language tag, when it has one */
  lang?: string | null;
}

/** Changes when the text or the chunking settings change: either needs a new index. */
export const hashContent = (c: ExtractedContent, s: DatasetSettings) =>
  createHash('sha256').update(`${s.chunkSize}:${s.chunkOverlap}\u0000${c.title}\u0000`).update(c.text).digest('hex');

/**
 * Rows and characters per insert statement: few enough to keep each statement short (other
 * requests wait for the embedded database's one connection) and under PostgreSQL's 65,535 parameters.
 */
const INSERT_BATCH = { rows: 25, chars: 16_000 };

/**
 * The item's text as stored to be shown on its page: the start of it. Writing megabytes of text in
 * one statement would hold the embedded database for half a second; the passages hold all of it.
 */
export const previewContent = (text: string) => (text.length > ITEM_CONTENT_PREVIEW_CHARS ? text.slice(0, ITEM_CONTENT_PREVIEW_CHARS) : text);

/** The rows cut into statements of at most INSERT_BATCH rows and characters (one row at least). */
function* insertBatches(rows: ChunkToStore[]): Generator<ChunkToStore[]> {
  let batch: ChunkToStore[] = [];
  let chars = 0;
  for (const row of rows) {
    if (batch.length && (batch.length === INSERT_BATCH.rows || chars + row.content.length > INSERT_BATCH.chars)) {
      yield batch;
      batch = [];
      chars = 0;
    }
    batch.push(row);
    chars += row.content.length;
  }
  if (batch.length) yield batch;
}

/**
 * Replaces an item's chunks. The new ones are written in short statements beside the old, which
 * one statement then deletes: no transaction holds the database while thousands of rows are
 * written (the embedded database is one connection), and searches meanwhile still find the item.
 * Each generation numbers its chunks above the last one's, so a job retried after a crash writes
 * a whole generation again and deletes everything below it: it converges, with no duplicates left.
 * The chunking runs on the document thread; this thread only writes.
 */
export async function indexItem(db: Db, item: ItemRow, content: ExtractedContent, settings: DatasetSettings, embedder: Embedder | null): Promise<number> {
  const { language, rows } = await prepareIndexOffThread(item, content, settings);
  const first = await nextChunkIndex(db, item.id);
  const pace = createPacer();
  const stored: { id: string; content: string }[] = [];
  for (const batch of insertBatches(rows)) {
    stored.push(...(await insertChunks(db, item, language, batch.map((row) => ({ ...row, chunkIndex: first + row.chunkIndex })))));
    await pace();
  }
  await deleteChunksBelow(db, item.id, first);
  if (embedder && stored.length) {
    const vectors = await embedder.embedDocuments(stored.map((c) => `${content.title}\n${c.content}`));
    await storeEmbeddings(db, item.datasetId, embedder.id, stored, vectors);
  }
  return stored.length;
}
