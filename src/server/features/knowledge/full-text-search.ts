import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { frequentLexemes } from './frequent-lexemes';
import { queryTerms } from './text-search';

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

/** how many chunks each term contributes before ranking: rare terms give all theirs, common ones a sample */
const CANDIDATES_PER_TERM = 100;

/**
 * Full-text candidates of one dataset. The question's terms are OR-ed under both the English and
 * the Spanish stemmer, so a chunk matching more (and rarer, title-weighted) terms ranks higher;
 * ts_rank_cd's normalisation 32 maps the rank into 0-1.
 *
 * Ranking every chunk that holds a common word would cost time in proportion to the dataset, so
 * candidates come from each term's first CANDIDATES_PER_TERM matches (the best chunks hold the
 * question's rare words, whose matches all come in), and words found in most chunks (see
 * frequentLexemes) are only looked up when the question has nothing rarer.
 */
export async function searchFullText(db: Db, datasetId: string, question: string, limit: number): Promise<ChunkHit[]> {
  const terms = queryTerms(question);
  if (terms.length === 0) return [];
  const frequent = await frequentLexemes(db);
  const termRows = sql.join(terms.map((t) => sql`(${t})`), sql`, `);
  const frequentList = frequent.length ? sql`array[${sql.join(frequent.map((l) => sql`${l}`), sql`, `)}]::text[]` : sql`array[]::text[]`;
  const any = terms.join(' | ');
  return queryRows<ChunkHit>(
    db,
    sql`with t as (
          select to_tsquery('english', w) || to_tsquery('spanish', w) as query,
                 tsvector_to_array(to_tsvector('english', w)) && ${frequentList} as frequent
          from (values ${termRows}) as terms (w)
        ), lookup as (
          select query from t
          where numnode(query) > 0 and (not frequent or not exists (select 1 from t r where numnode(r.query) > 0 and not r.frequent))
        ), candidates as (
          select distinct m.id from lookup cross join lateral (
            select id from vector_chunks where dataset_id = ${datasetId} and search_vector @@ lookup.query limit ${CANDIDATES_PER_TERM}
          ) m
        ), q as (
          select to_tsquery('english', ${any}) || to_tsquery('spanish', ${any}) as query
        )
        select c.id, c.content, c.metadata, i.title, i.source, i.type, ts_rank_cd(c.search_vector, q.query, 32)::float8 as score
        from candidates k join vector_chunks c on c.id = k.id join data_items i on i.id = c.data_item_id, q
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
