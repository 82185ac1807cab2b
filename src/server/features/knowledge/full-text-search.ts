import { sql } from 'drizzle-orm';
import { queryNamed, queryRows, type Db } from '../../db/client';
import { commonLexemes } from './frequent-lexemes';
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

/** how many chunks each looked-up term contributes before ranking */
const CANDIDATES_PER_TERM = 100;
/** when every term is common, only the least common ones are looked up */
const COMMON_TERMS_LOOKED_UP = 2;

// $1 dataset, $2 the question's terms, $3 the terms OR-ed, $4 and $5 the common lexemes and their
// shares, $6 how many hits. One statement, so PostgreSQL plans it once per connection; chunks are
// ranked on their search vectors alone, and only the best have their text read.
const SEARCH_SQL = `with terms as (
    select ord, to_tsquery('english', w) || to_tsquery('spanish', w) as query, tsvector_to_array(to_tsvector('english', w)) as stems
    from unnest($2::text[]) with ordinality as x (w, ord)
  ), shares as (
    select terms.ord, max(c.share) as share
    from terms cross join unnest(terms.stems) as s (lexeme) join unnest($4::text[], $5::float8[]) as c (lexeme, share) on c.lexeme = s.lexeme
    group by terms.ord
  ), ranked as (
    select terms.query, coalesce(shares.share, 0) as share, row_number() over (order by coalesce(shares.share, 0)) as n
    from terms left join shares on shares.ord = terms.ord
    where numnode(terms.query) > 0
  ), candidates as (
    select distinct m.id from ranked cross join lateral (
      select id from vector_chunks where dataset_id = $1::uuid and search_vector @@ ranked.query limit ${CANDIDATES_PER_TERM}
    ) m
    where ranked.share = 0 or ranked.n <= ${COMMON_TERMS_LOOKED_UP}
  ), q as (
    select to_tsquery('english', $3) || to_tsquery('spanish', $3) as query
  ), best as (
    select c.id, ts_rank_cd(c.search_vector, q.query, 32)::float8 as score
    from candidates k join vector_chunks c on c.id = k.id, q
    order by score desc
    limit $6::int
  )
  select c.id, c.content, c.metadata, i.title, i.source, i.type, best.score
  from best join vector_chunks c on c.id = best.id join data_items i on i.id = c.data_item_id
  order by best.score desc`;

/**
 * Full-text candidates of one dataset. The question's terms are OR-ed under both the English and
 * the Spanish stemmer, so a chunk matching more (and rarer, title-weighted) terms ranks higher;
 * ts_rank_cd's normalisation 32 maps the rank into 0-1.
 *
 * Ranking every chunk that holds a common word would cost time in proportion to the dataset, so
 * candidates come from each rare term's first CANDIDATES_PER_TERM matches (the best chunks hold
 * the question's rare words), and common words (see commonLexemes) are looked up only when the
 * question has too few rarer ones, the least common first.
 */
export async function searchFullText(db: Db, datasetId: string, question: string, limit: number): Promise<ChunkHit[]> {
  const terms = queryTerms(question);
  if (terms.length === 0) return [];
  const common = await commonLexemes(db);
  return queryNamed<ChunkHit>(db, 'search_full_text', SEARCH_SQL, [datasetId, terms, terms.join(' | '), common.lexemes, common.shares, limit]);
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
