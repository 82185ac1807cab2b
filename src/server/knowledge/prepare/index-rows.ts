import type { DatasetSettings } from '../../../common/knowledge';
import { createPacer } from '../../platform/event-loop-pacer';
import { chunkText } from '../chunking';
import type { ExtractedContent } from '../index-item';
import type { ChunkToStore } from '../queries';
import { detectLanguage, foldAccents, type SearchLanguage } from '../text-search';

/** What a passage's metadata names: the page's address or the file's name. */
export interface IndexSource {
  type: string;
  source: string;
}

/** An item's passages, ready to store: the CPU-bound part of indexing. */
export interface PreparedIndex {
  language: SearchLanguage;
  rows: ChunkToStore[];
}

/** Chunks the text and builds the rows insertChunks stores; run on the document thread (prepare-off-thread.ts). */
export async function prepareIndexRows(source: IndexSource, content: ExtractedContent, settings: Pick<DatasetSettings, 'chunkSize' | 'chunkOverlap'>): Promise<PreparedIndex> {
  const chunks = await chunkText(content.text, settings);
  const lang = content.lang?.toLowerCase();
  const language = lang?.startsWith('es') ? 'spanish' : lang?.startsWith('en') ? 'english' : detectLanguage(content.text);
  const fileName = source.type === 'document' ? source.source : undefined;
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
        source: source.type,
        title: content.title,
        ...(source.type === 'url' ? { url: source.source } : { fileName }),
        heading: c.heading,
        position: i,
      },
    });
    await pace();
  }
  return { language, rows };
}
