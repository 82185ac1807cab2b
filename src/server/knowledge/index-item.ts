import { createHash } from 'node:crypto';
import type { DatasetSettings } from '../../common/knowledge';
import type { Db } from '../db/client';
import { createPacer } from '../platform/event-loop-pacer';
import { chunkText, type TextChunk } from './chunking';
import type { Embedder } from './embeddings';
import { deleteItemChunks, insertChunks, type ChunkToStore, type ItemRow } from './queries';
import { detectLanguage, foldAccents } from './text-search';
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

/** Rows per insert statement: few enough to keep each statement short (the embedded database runs on the event loop) and under PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 50;

/**
 * Replaces an item's chunks in one transaction (a retried job never leaves duplicates), then
 * stores their embeddings when the project has an embedding model.
 */
export async function indexItem(db: Db, item: ItemRow, content: ExtractedContent, settings: DatasetSettings, embedder: Embedder | null): Promise<number> {
  const chunks = await chunkText(content.text, settings);
  const language = content.lang?.toLowerCase().startsWith('es') ? 'spanish' : content.lang?.toLowerCase().startsWith('en') ? 'english' : detectLanguage(content.text);
  const rows = await prepareRows(item, content, chunks);
  const pace = createPacer();
  const stored = await db.transaction(async (tx) => {
    await deleteItemChunks(tx as unknown as Db, item.id);
    const inserted: { id: string; content: string }[] = [];
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      inserted.push(...(await insertChunks(tx as unknown as Db, item, language, rows.slice(i, i + INSERT_BATCH))));
      await pace();
    }
    return inserted;
  });
  if (embedder && stored.length) {
    const vectors = await embedder.embedDocuments(stored.map((c) => `${content.title}\n${c.content}`));
    await storeEmbeddings(db, item.datasetId, embedder.id, stored, vectors);
  }
  return stored.length;
}

/** The chunks' rows; insertChunks adds the language to their metadata. */
async function prepareRows(item: ItemRow, content: ExtractedContent, chunks: TextChunk[]): Promise<ChunkToStore[]> {
  const fileName = item.type === 'document' ? item.source : undefined;
  const pace = createPacer();
  const rows: ChunkToStore[] = [];
  for (const [i, c] of chunks.entries()) {
    rows.push({
      chunkIndex: i,
      content: c.content,
      tokenCount: c.tokenCount,
      searchHead: foldAccents([content.title, c.heading].filter(Boolean).join(' ')),
      searchBody: foldAccents(c.content),
      metadata: {
        source: item.type,
        title: content.title,
        ...(item.type === 'url' ? { url: item.source } : { fileName }),
        heading: c.heading,
        position: i,
      },
    });
    await pace();
  }
  return rows;
}
