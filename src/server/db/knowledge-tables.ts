/** Tables of the knowledge base's contents: the items of a dataset (pages, documents) and their indexed chunks. */
import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { datasets } from './schema';

/** Postgres full-text vector, written with to_tsvector() by the knowledge feature. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const dataItems = pgTable(
  'data_items',
  {
    id: id(),
    datasetId: uuid('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    /** url or document */
    type: varchar('type', { length: 32 }).notNull(),
    /** the canonical URL, or the uploaded file name */
    source: text('source').notNull(),
    title: text('title'),
    content: text('content'),
    /** url items: crawl root and depth; documents: storage key, size, detected kind */
    metadata: jsonb('metadata'),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** sha-256 of the extracted text: reindexing skips unchanged content */
    contentHash: text('content_hash'),
    chunkCount: integer('chunk_count').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** for crawled pages, the item the crawl started from (its page limit applies) */
    crawlRootId: uuid('crawl_root_id'),
    /** web pages: the validators of the last fetch, sent back on re-sync for a 304 */
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** web pages: consecutive re-syncs that found the page gone (404/410); removed at the second */
    goneCount: integer('gone_count').notNull().default(0),
    /** web pages: the last re-sync that checked the page, so a retried sync skips it */
    lastSyncId: uuid('last_sync_id'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_items_dataset_idx').on(t.datasetId),
    // a page is in a dataset once, whichever crawl found it
    uniqueIndex('data_items_dataset_url_idx').on(t.datasetId, t.source).where(sql`${t.type} = 'url'`),
    index('data_items_crawl_root_idx').on(t.crawlRootId),
  ],
);

export const vectorChunks = pgTable(
  'vector_chunks',
  {
    id: id(),
    dataItemId: uuid('data_item_id')
      .notNull()
      .references(() => dataItems.id, { onDelete: 'cascade' }),
    /** denormalised so retrieval filters one table */
    datasetId: uuid('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    chunkIndex: integer('chunk_index').notNull(),
    content: text('content').notNull(),
    tokenCount: integer('token_count').notNull().default(0),
    /** English or Spanish stemming, accents folded; title and heading weighted A */
    searchVector: tsvector('search_vector').notNull(),
    /** source, title, url or file name, heading, position */
    metadata: jsonb('metadata'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vector_chunks_item_chunk_idx').on(t.dataItemId, t.chunkIndex),
    index('vector_chunks_dataset_idx').on(t.datasetId),
    index('vector_chunks_search_idx').using('gin', t.searchVector),
  ],
);
