/**
 * Full-text statistics of each dataset for BM25 ranking: how many chunks hold each lexeme, and how
 * many chunks and tokens each language has. Triggers on vector_chunks keep them (migration 0014),
 * in the same transaction as the chunks, so they are exact after every ingestion and deletion.
 */
import { bigint, integer, pgTable, primaryKey, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { datasets } from './schema';

export const datasetLexemes = pgTable(
  'dataset_lexemes',
  {
    datasetId: uuid('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    lexeme: text('lexeme').notNull(),
    /** chunks of the dataset whose search vector holds the lexeme */
    chunks: integer('chunks').notNull(),
  },
  (t) => [primaryKey({ columns: [t.datasetId, t.lexeme] })],
);

export const datasetTextStats = pgTable(
  'dataset_text_stats',
  {
    datasetId: uuid('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    /** the stemmer its chunks were indexed with: english or spanish */
    language: varchar('language', { length: 16 }).notNull(),
    chunks: integer('chunks').notNull(),
    tokens: bigint('tokens', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.datasetId, t.language] })],
);
