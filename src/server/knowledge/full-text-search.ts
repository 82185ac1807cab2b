import { sql } from 'drizzle-orm';
import { queryNamed, queryRows, type Db } from '../db/client';
import { DEFAULT_EXPANSION, relatedWords, type Expansion } from './related-words';
import { detectQuestionLanguage, foldAccents, type SearchLanguage } from './text-search';

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

/** BM25's term-frequency saturation and length normalisation (the usual values). */
const K1 = 1.2;
const B = 0.75;
/**
 * A word of the page title or the chunk's heading counts this many times a body word: enough to
 * prefer the page about a thing, not so much that a generic title word outweighs the body. Chosen
 * on bench/retrieval-eval (see docs/decisions/0017).
 */
export const HEAD_WEIGHT = 2;
/** how many chunks each looked-up term contributes before ranking */
const CANDIDATES_PER_TERM = 200;
/**
 * Terms are looked up rarest first while the rarer ones matched fewer chunks than this (the two
 * rarest always): a word in a large share of a big dataset adds time, not candidates worth having.
 */
const LOOKUP_BUDGET = 1000;
/** candidates ranked in full, chosen first by the summed rarity of the question words they hold */
const SCORED_CANDIDATES = 100;
const MAX_QUESTION_CHARS = 2000;

// $1 dataset, $2 the question (accents folded), $3 its language ('' when undecided: the dataset's
// main one), $4 how many hits, $5 related English words (searched only when the question is searched
// in English) and $6 their weight against the question's own words: a related word's rarity counts
// that much, and it never takes one of the two always-looked-up rarest slots. Scores are mapped into
// 0-1 by the question's own words. One statement, so PostgreSQL plans it once per connection. The
// statistics (document frequencies, lengths) are the dataset's own, kept by triggers on
// vector_chunks; only the best chunks have their text read.
const SEARCH_SQL = `with totals as (
    select sum(chunks)::float8 as n, sum(tokens)::float8 / greatest(sum(chunks), 1) as avgdl,
      (array_agg(language order by chunks desc))[1] as main_language
    from dataset_text_stats where dataset_id = $1::uuid and chunks > 0
  ), q as (
    select lexeme, max(weight) as weight from (
      select lexeme, 1::float8 as weight from totals,
        unnest(tsvector_to_array(to_tsvector(coalesce(nullif($3, ''), totals.main_language, 'english')::regconfig, $2))) as lexeme
      union all
      select lexeme, $6::float8 from totals, unnest(tsvector_to_array(to_tsvector('english', $5))) as lexeme
      where coalesce(nullif($3, ''), totals.main_language, 'english') = 'english'
    ) x group by lexeme
  ), terms as (
    select q.lexeme, q.weight, d.chunks as df, q.weight * ln(1 + (t.n - d.chunks + 0.5) / (d.chunks + 0.5)) as idf,
      ('''' || replace(replace(q.lexeme, '\\', '\\\\'), '''', '''''') || '''')::tsquery as query,
      row_number() over (partition by q.weight = 1 order by d.chunks) as rarity,
      coalesce(sum(d.chunks) over (order by d.chunks rows between unbounded preceding and 1 preceding), 0) as rarer_matches
    from q join dataset_lexemes d on d.dataset_id = $1::uuid and d.lexeme = q.lexeme, totals t
    where d.chunks > 0
  ), candidates as (
    select distinct m.id from terms, lateral (
      select id from vector_chunks where dataset_id = $1::uuid and search_vector @@ terms.query limit ${CANDIDATES_PER_TERM}
    ) m
    where terms.rarer_matches < ${LOOKUP_BUDGET} or (terms.weight = 1 and terms.rarity <= 2)
  ), matched as (
    select k.id from candidates k join vector_chunks c on c.id = k.id join terms on c.search_vector @@ terms.query
    group by k.id order by sum(terms.idf) desc limit ${SCORED_CANDIDATES}
  ), scored as (
    select c.id, sum(terms.idf * tf.w * ${K1 + 1} / (tf.w + ${K1} * (${1 - B} + ${B} * c.token_count / greatest(t.avgdl, 1)))) as score
    from matched k join vector_chunks c on c.id = k.id
      cross join lateral unnest(c.search_vector) as u
      join terms on terms.lexeme = u.lexeme
      cross join lateral (select sum(case when x = 'A' then ${HEAD_WEIGHT} else 1 end)::float8 as w from unnest(u.weights) as x) tf,
      totals t
    group by c.id
    order by score desc
    limit $4::int
  )
  select c.id, c.content, c.metadata, i.title, i.source, i.type,
    (scored.score / greatest((select sum(idf) from terms where weight = 1) * ${K1 + 1}, 1e-9))::float8 as score
  from scored join vector_chunks c on c.id = scored.id join data_items i on i.id = c.data_item_id
  order by scored.score desc`;

/**
 * Full-text BM25 ranking of one dataset's chunks: the question is stemmed and stop-worded in its
 * own language (the dataset's main language when a short question does not say), each of its
 * terms weighs by how rare it is in this dataset (inverse document frequency), repeats saturate,
 * and long chunks are normalised to the dataset's average length. Scores are mapped into 0-1.
 *
 * Ranking every chunk that holds a common word would cost time in proportion to the dataset, so
 * candidates come from each rare term's first CANDIDATES_PER_TERM matches (the best chunks hold
 * the question's rare words); common words are looked up only when the question has too few
 * rarer ones, and still count in the score of every candidate. The candidates holding the rarest
 * set of question words are then ranked in full.
 */
export async function searchFullText(
  db: Db,
  datasetId: string,
  question: string,
  limit: number,
  language?: SearchLanguage | null,
  expansion: Expansion | null = DEFAULT_EXPANSION,
): Promise<ChunkHit[]> {
  const text = foldAccents(question.slice(0, MAX_QUESTION_CHARS));
  if (!/[\p{L}\p{N}]/u.test(text)) return [];
  const lang = language === undefined ? detectQuestionLanguage(question) : language;
  // a Spanish question is never expanded; an undecided one only if the dataset's main language is English (in SQL)
  const related = expansion && lang !== 'spanish' ? relatedWords(text, expansion) : '';
  return queryNamed<ChunkHit>(db, 'search_full_text_bm25', SEARCH_SQL, [datasetId, text, lang ?? '', limit, related, expansion?.weight ?? 0]);
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

/** The languages a dataset's chunks were indexed in, the main one first. */
export async function datasetLanguages(db: Db, datasetId: string): Promise<SearchLanguage[]> {
  const rows = await queryRows<{ language: SearchLanguage }>(
    db,
    sql`select language from dataset_text_stats where dataset_id = ${datasetId} and chunks > 0 order by chunks desc`,
  );
  return rows.map((r) => r.language);
}
