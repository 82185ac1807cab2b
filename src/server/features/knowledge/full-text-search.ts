import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { toOrQuery } from './text-search';

export interface ChunkHit {
  id: string;
  content: string;
  metadata: Record<string, unknown> | null;
  title: string | null;
  source: string;
  type: string;
  /** 0-1 */
  score: number;
}

/**
 * Full-text candidates of one dataset. The question's terms are OR-ed under both the English and
 * the Spanish stemmer, so a chunk matching more (and rarer, title-weighted) terms ranks higher;
 * ts_rank_cd's normalisation 32 maps the rank into 0-1.
 */
export async function searchFullText(db: Db, datasetId: string, question: string, limit: number): Promise<ChunkHit[]> {
  const terms = toOrQuery(question);
  if (!terms) return [];
  return queryRows<ChunkHit>(
    db,
    sql`with q as (select to_tsquery('english', ${terms}) || to_tsquery('spanish', ${terms}) as query)
        select c.id, c.content, c.metadata, i.title, i.source, i.type, ts_rank_cd(c.search_vector, q.query, 32)::float8 as score
        from q, vector_chunks c join data_items i on i.id = c.data_item_id
        where c.dataset_id = ${datasetId} and c.search_vector @@ q.query
        order by score desc
        limit ${limit}`,
  );
}

export async function findChunks(db: Db, ids: string[]): Promise<Omit<ChunkHit, 'score'>[]> {
  if (ids.length === 0) return [];
  return queryRows(
    db,
    sql`select c.id, c.content, c.metadata, i.title, i.source, i.type
        from vector_chunks c join data_items i on i.id = c.data_item_id
        where c.id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`,
  );
}

export async function datasetHasChunks(db: Db, datasetId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(db, sql`select 1 as one from vector_chunks where dataset_id = ${datasetId} limit 1`);
  return rows.length > 0;
}
